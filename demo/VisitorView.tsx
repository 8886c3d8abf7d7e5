import { AccordionSection } from './sections/AccordionSection.tsx';

/** A published page as a visitor sees it: one section per element. */
export function VisitorView() {
  return (
    <>
      <h1>Visitor view</h1>
      <p>A published page. Settings come from the owner view, stored by the dev API.</p>
      <AccordionSection />
    </>
  );
}
