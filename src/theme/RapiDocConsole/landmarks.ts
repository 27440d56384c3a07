/**
 * RapiDoc draws a `<main>` and two `<nav>`s, one inside the other and neither named, in its
 * shadow DOM. The console sits in a dialog inside the page's own `<main>`, so a screen reader's
 * landmark list would show a second main and two anonymous navigations. This leaves one
 * navigation, named: a `<nav>` that holds another becomes a plain container (the inner one is
 * focusable, so it keeps its role and gets the name), and the main part becomes a named region
 * of the dialog.
 */
export function nameLandmarks(root: ParentNode): void {
  for (const nav of root.querySelectorAll("nav")) {
    if (nav.querySelector("nav")) nav.setAttribute("role", "none");
    else nav.setAttribute("aria-label", "Console operations");
  }
  for (const main of root.querySelectorAll("main")) {
    main.setAttribute("role", "region");
    main.setAttribute("aria-label", "Console operation details");
  }
}
