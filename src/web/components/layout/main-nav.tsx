import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { navGroups } from '#web/content/nav-content.ts';
import { useText } from '#web/language/use-text.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { NewTabLink } from './new-tab-link.tsx';

/** docs/product/shell.md#small-constants: "Dropdown height is inner content height plus 28px". */
const dropdownExtraHeight = 28;
/** Matches the breakpoint of navigation.css where the menu folds behind the Menu toggle. */
const mobileWidthQuery = '(max-width: 991.98px)';

function subscribeToResize(onResize: () => void): () => void {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

function isMobileWidth(): boolean {
  return window.matchMedia(mobileWidthQuery).matches;
}

// The height is set from script because the dropdown animates between two fixed heights
// (CSS cannot transition to `auto`) and the Content-Security-Policy forbids style
// attributes in markup, while CSSOM writes are allowed.
function sizeDropdown(dropdown: HTMLElement, open: boolean): void {
  const content = dropdown.firstElementChild;
  dropdown.style.height =
    open && content ? `${content.scrollHeight + dropdownExtraHeight}px` : '0px';
}

const mainNavText = defineMessages({
  label: {
    id: 'shell.nav.label',
    defaultMessage: 'Main',
    description: "The main navigation's name for screen readers ('Main navigation').",
  },
  menu: {
    id: 'shell.nav.menu',
    defaultMessage: 'Menu',
    description: 'The button that opens the navigation on a narrow screen.',
  },
});

type FocusTarget = 'first' | 'last';

function linksOf(dropdown: HTMLElement | null | undefined): HTMLAnchorElement[] {
  return Array.from(dropdown?.querySelectorAll('a') ?? []);
}

function focusLink(dropdown: HTMLElement | null | undefined, target: FocusTarget): void {
  const links = linksOf(dropdown);
  (target === 'first' ? links[0] : links.at(-1))?.focus();
}

/**
 * The insurer's main navigation: four disclosure dropdowns following the keyboard model of
 * the W3C disclosure navigation pattern, folded behind a Menu toggle on narrow screens.
 */
export function MainNav() {
  const text = useText();
  const idPrefix = useId();
  const menuId = `${idPrefix}-menu`;
  const isMobile = useSyncExternalStore(subscribeToResize, isMobileWidth);
  const [layoutIsMobile, setLayoutIsMobile] = useState(isMobile);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const dropdowns = useRef<(HTMLDivElement | null)[]>([]);
  const pendingFocus = useRef<FocusTarget | null>(null);

  if (isMobile !== layoutIsMobile) {
    // A menu opened in one layout would look out of place in the other: start closed.
    setLayoutIsMobile(isMobile);
    setMenuOpen(false);
    setOpenIndex(null);
  }

  useLayoutEffect(() => {
    dropdowns.current.forEach((dropdown, index) => {
      if (dropdown) sizeDropdown(dropdown, index === openIndex);
    });
    // A closed dropdown is hidden, so its links can take focus only once it has rendered open.
    if (openIndex !== null && pendingFocus.current) {
      focusLink(dropdowns.current[openIndex], pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [openIndex]);

  useEffect(() => {
    if (openIndex === null) return;
    const dropdown = dropdowns.current[openIndex];
    if (!dropdown) return;
    // The content reflows with the window width, so its height has to follow.
    const resizeOpenDropdown = () => sizeDropdown(dropdown, true);
    return subscribeToResize(resizeOpenDropdown);
  }, [openIndex]);

  useEffect(() => {
    if (openIndex === null && !menuOpen) return;
    function closeOnClickOutside(event: MouseEvent) {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpenIndex(null);
      setMenuOpen(false);
    }
    document.addEventListener('click', closeOnClickOutside);
    return () => document.removeEventListener('click', closeOnClickOutside);
  }, [openIndex, menuOpen]);

  function closeWhenFocusLeaves(event: FocusEvent<HTMLElement>) {
    // Only a focus that lands elsewhere counts (Tab, Shift+Tab): clicking the text of a
    // dropdown moves focus to nothing, and that must not close the dropdown being read.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) {
      setOpenIndex(null);
      setMenuOpen(false);
    }
  }

  function moveToGroup(index: number) {
    const count = navGroups.length;
    setOpenIndex(null);
    groupButtons.current[(index + count) % count]?.focus();
  }

  function openWithFocus(index: number, target: FocusTarget) {
    if (openIndex === index) {
      focusLink(dropdowns.current[index], target);
      return;
    }
    pendingFocus.current = target;
    setOpenIndex(index);
  }

  function closeMobileMenu() {
    setMenuOpen(false);
    setOpenIndex(null);
    toggleRef.current?.focus();
  }

  function handleGroupKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    switch (event.key) {
      case 'ArrowRight':
        moveToGroup(index + 1);
        break;
      case 'ArrowLeft':
        moveToGroup(index - 1);
        break;
      case 'Home':
        moveToGroup(0);
        break;
      case 'End':
        moveToGroup(navGroups.length - 1);
        break;
      case 'ArrowDown':
        openWithFocus(index, 'first');
        break;
      case 'ArrowUp':
        openWithFocus(index, 'last');
        break;
      case 'Escape':
        if (openIndex !== null) setOpenIndex(null);
        else if (isMobile && menuOpen) closeMobileMenu();
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function handleLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const links = linksOf(dropdowns.current[index]);
    const position = links.indexOf(event.currentTarget);
    switch (event.key) {
      case 'ArrowDown':
        links[(position + 1) % links.length]?.focus();
        break;
      case 'ArrowUp':
        links[(position - 1 + links.length) % links.length]?.focus();
        break;
      case 'Home':
        links[0]?.focus();
        break;
      case 'End':
        links.at(-1)?.focus();
        break;
      case 'ArrowRight':
        moveToGroup(index + 1);
        break;
      case 'ArrowLeft':
        moveToGroup(index - 1);
        break;
      case 'Escape':
        setOpenIndex(null);
        groupButtons.current[index]?.focus();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function handleToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    closeMobileMenu();
  }

  return (
    <nav
      ref={navRef}
      className="main-nav"
      aria-label={text.formatMessage(mainNavText.label)}
      onBlur={closeWhenFocusLeaves}
    >
      <div className="main-nav__bar container">
        {isMobile && (
          <button
            ref={toggleRef}
            type="button"
            className="main-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => {
              setMenuOpen(!menuOpen);
              setOpenIndex(null);
            }}
            onKeyDown={handleToggleKeyDown}
          >
            <svg className="main-nav__toggle-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
            {text.formatMessage(mainNavText.menu)}
          </button>
        )}
        <ul id={menuId} className="main-nav__menu" hidden={isMobile && !menuOpen}>
          {navGroups.map((group, index) => {
            const open = openIndex === index;
            const dropdownId = `${idPrefix}-${group.id}`;
            const dropdownClasses = ['main-nav__dropdown'];
            if (group.intro) dropdownClasses.push('main-nav__dropdown--wide');
            if (open) dropdownClasses.push('main-nav__dropdown--open');
            return (
              <li key={group.id} className="main-nav__item">
                <button
                  ref={(button) => {
                    groupButtons.current[index] = button;
                  }}
                  type="button"
                  className="main-nav__button"
                  aria-expanded={open}
                  aria-controls={dropdownId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  onKeyDown={(event) => handleGroupKeyDown(event, index)}
                >
                  {text.formatMessage(group.label)}
                  <svg className="main-nav__chevron" viewBox="0 0 12 12" aria-hidden="true">
                    <path d="M2 4l4 4 4-4" />
                  </svg>
                </button>
                <div
                  ref={(dropdown) => {
                    dropdowns.current[index] = dropdown;
                  }}
                  id={dropdownId}
                  className={dropdownClasses.join(' ')}
                >
                  <div className="main-nav__dropdown-content">
                    {group.intro && (
                      <p className="main-nav__intro">
                        {text.formatMessage(group.intro, { brandName: portalConfig.brandName })}
                      </p>
                    )}
                    <ul className="main-nav__links">
                      {group.links.map((entry) => (
                        <li key={entry.link}>
                          <NewTabLink
                            href={entry.link}
                            className="main-nav__link"
                            onKeyDown={(event) => handleLinkKeyDown(event, index)}
                          >
                            {text.formatMessage(entry.text)}
                          </NewTabLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
