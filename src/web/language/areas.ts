// The catalogs a first page needs before it paints: the shell around every page and the login
// form. Every other area comes with its lazy route (lazy-with-messages.ts).

export const frontDoorAreas = ['shell', 'login'] as const;
