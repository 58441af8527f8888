import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MainNav } from './main-nav.tsx';

const groups = ['Who We Are', 'Prepare for Life', 'What We Offer', 'Learn and Compare'];
// happy-dom's own handle on the window: it changes the viewport that media queries read
// and fires the resize event, as a browser does when the window is resized.
const { happyDOM } = window as unknown as {
  happyDOM: { setViewport(viewport: { width: number }): void };
};
const initialWidth = window.innerWidth;

function resizeWindow(width: number) {
  act(() => happyDOM.setViewport({ width }));
}

function renderNav() {
  const user = userEvent.setup();
  render(
    <>
      <MainNav />
      <button type="button">After the menu</button>
    </>,
  );
  return user;
}

function groupButton(name: string) {
  return screen.getByRole('button', { name });
}

function dropdownOf(name: string) {
  const id = groupButton(name).getAttribute('aria-controls') ?? '';
  const dropdown = document.getElementById(id);
  if (!dropdown) throw new Error(`No dropdown for ${name}`);
  return dropdown;
}

function openGroups() {
  return groups.filter((name) => groupButton(name).getAttribute('aria-expanded') === 'true');
}

afterEach(() => {
  resizeWindow(initialWidth);
});

describe('MainNav on a wide screen', () => {
  it('offers the four groups as buttons that control their dropdowns', () => {
    renderNav();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(groups);
    for (const name of groups) {
      expect(groupButton(name)).toHaveAttribute('aria-expanded', 'false');
      expect(dropdownOf(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('tells about 175 years of protecting families and opens sub-links in a new tab', async () => {
    const user = renderNav();

    await user.click(groupButton('Who We Are'));

    const dropdown = dropdownOf('Who We Are');
    expect(dropdown).toHaveTextContent(/175 years/);
    expect(dropdown).toHaveTextContent(/protecting families/);
    const links = within(dropdown).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.meridianmutual\.example\//);
    }
  });

  it('keeps one dropdown open at a time and closes it on a second click', async () => {
    const user = renderNav();

    await user.click(groupButton('Who We Are'));
    expect(openGroups()).toEqual(['Who We Are']);

    await user.click(groupButton('What We Offer'));
    expect(openGroups()).toEqual(['What We Offer']);

    await user.click(groupButton('What We Offer'));
    expect(openGroups()).toEqual([]);
  });

  it('sizes an open dropdown to its content height plus 28px and a closed one to zero', async () => {
    const user = renderNav();
    const dropdown = dropdownOf('Prepare for Life');
    const content = dropdown.firstElementChild as HTMLElement;
    Object.defineProperty(content, 'scrollHeight', { configurable: true, value: 172 });

    await user.click(groupButton('Prepare for Life'));
    expect(dropdown.style.height).toBe('200px');

    await user.click(groupButton('Prepare for Life'));
    expect(dropdown.style.height).toBe('0px');
  });

  it('closes every dropdown on a click outside the menu', async () => {
    const user = renderNav();

    await user.click(groupButton('Learn and Compare'));
    await user.click(document.body);

    expect(openGroups()).toEqual([]);
  });

  it('moves between the groups with the left and right arrows, wrapping around', async () => {
    const user = renderNav();
    await user.tab();
    expect(groupButton('Who We Are')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(groupButton('Prepare for Life')).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(groupButton('Learn and Compare')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(groupButton('Who We Are')).toHaveFocus();
  });

  it('opens a dropdown with the down arrow and moves through its links', async () => {
    const user = renderNav();
    groupButton('What We Offer').focus();

    await user.keyboard('{ArrowDown}');

    expect(openGroups()).toEqual(['What We Offer']);
    const links = within(dropdownOf('What We Offer')).getAllByRole('link');
    expect(links[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
  });

  it('closes the dropdown on Escape and returns focus to its group button', async () => {
    const user = renderNav();
    groupButton('Prepare for Life').focus();
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');

    expect(openGroups()).toEqual([]);
    expect(groupButton('Prepare for Life')).toHaveFocus();
  });

  it('closes the dropdown when Tab leaves the menu', async () => {
    const user = renderNav();
    groupButton('Learn and Compare').focus();
    await user.keyboard('{End}');
    await user.keyboard('{ArrowDown}{End}');
    const links = within(dropdownOf('Learn and Compare')).getAllByRole('link');
    expect(links.at(-1)).toHaveFocus();

    await user.tab();

    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
    expect(openGroups()).toEqual([]);
  });

  it('keeps the dropdown open while Tab moves between its links', async () => {
    const user = renderNav();
    groupButton('Who We Are').focus();
    await user.keyboard('{ArrowDown}');

    await user.tab();

    expect(openGroups()).toEqual(['Who We Are']);
  });
});

describe('MainNav on a narrow screen', () => {
  it('folds the groups behind a Menu toggle below 992px', async () => {
    resizeWindow(800);
    const user = renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(groupButton('Who We Are')).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('recalculates the mobile flag when the window is resized', () => {
    renderNav();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    resizeWindow(600);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();

    resizeWindow(1200);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(groupButton('Who We Are')).toBeVisible();
  });

  it('closes the open menu and its dropdown on a click outside', async () => {
    resizeWindow(800);
    const user = renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(groupButton('What We Offer'));

    await user.click(document.body);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'What We Offer' })).not.toBeInTheDocument();
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    resizeWindow(800);
    const user = renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(groupButton('Who We Are')).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
