/**
 * Shows the owner's post-submit HTML in `container` and runs its scripts: scripts inserted as
 * markup never run, so each is replaced by a fresh script element with the same attributes
 * and text, in document order.
 */
export function runPostSubmitHtml(container: HTMLElement, html: string): void {
  container.innerHTML = html;
  for (const inert of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    script.text = inert.text;
    inert.replaceWith(script);
  }
}
