import { useEffect, useState, type FormEvent } from 'react';
import type { FieldDefinition } from '../../core/forms/definition.ts';
import { DataClient } from '../../core/data/client.ts';
import type { FormDefinition } from '../../core/forms/definition.ts';
import { Form } from '../../react/index.ts';

const client = new DataClient();

/** A form the dev API does not know, to show the 404 message a visitor would get. */
const UNCONFIGURED: FormDefinition = {
  id: 'not-configured',
  name: 'Not configured',
  submitButtonText: 'Ask',
  successMessage: 'Sent.',
  fields: [{ id: 'question', type: 'text', title: 'Your question', required: true }],
};

function useStoredForm(id: string): FormDefinition | undefined {
  const [definition, setDefinition] = useState<FormDefinition>();
  useEffect(() => {
    client.get<{ definition: FormDefinition }>(`/api/dev/forms/${id}`).then((result) => {
      if (result.ok) setDefinition(result.data.definition);
    });
  }, [id]);
  return definition;
}

const PLAIN_FIELDS: FieldDefinition[] = [
  { id: 'guest', type: 'name', title: 'Guest name', required: true },
  { id: 'arrival', type: 'date', title: 'Arrival' },
];

/** `<ss-form-field>` elements in a plain `<form>`: they are form-associated. */
function PlainFormFields() {
  const [entries, setEntries] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) {
      form.querySelectorAll('ss-form-field').forEach((field) => field.reportValidity());
      return;
    }
    setEntries(JSON.stringify([...new FormData(form).entries()]));
  };
  return (
    <form id="plain-form" onSubmit={onSubmit} noValidate>
      {PLAIN_FIELDS.map((field) => (
        <ss-form-field key={field.id} field={field}></ss-form-field>
      ))}
      <button type="submit">Check</button>
      <p className="status" role="status">
        {entries && `The form holds: ${entries}`}
      </p>
    </form>
  );
}

/** The contact form with every field kind, the newsletter block, and a form not configured. */
export function FormSection() {
  const contact = useStoredForm('contact');
  const newsletter = useStoredForm('newsletter');
  return (
    <section className="demo" aria-labelledby="forms-title">
      <h2 id="forms-title">Forms</h2>
      <h3>Contact us</h3>
      {contact && <Form id="contact-form" definition={contact} />}
      <h3>Newsletter</h3>
      <div style={{ maxWidth: '300px' }}>
        {newsletter && <Form id="newsletter-form" definition={newsletter} />}
      </div>
      <h3>A form the site has not configured yet</h3>
      <Form id="unconfigured-form" definition={UNCONFIGURED} />
      <h3>Fields in a plain form</h3>
      <PlainFormFields />
    </section>
  );
}
