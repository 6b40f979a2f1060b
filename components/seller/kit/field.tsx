// The console's form fields: a label around its control, a hint and the server's error
// for the field below it. Every console form is built of these, so a label, an input's
// look and an error's place are decided here once.
import { cloneElement, isValidElement, useId, type ComponentProps, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control = 'mt-1 block w-full rounded border border-black/25 bg-white px-2 py-1.5 font-normal disabled:bg-neutral-100';

export function Field({ label, error, hint, children, className = '' }: { label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  const note = `${id}-note`;
  // One control: named by its label alone (a label around a select would take in its
  // options' text) and described by the hint and the error.
  if (isValidElement<Record<string, unknown>>(children)) {
    const controlId = (children.props.id as string | undefined) ?? id;
    return (
      <div className={`text-sm ${className}`}>
        <label htmlFor={controlId} className="block font-semibold">
          {label}
        </label>
        {cloneElement(children, { id: controlId, 'aria-describedby': hint || error ? note : undefined, 'aria-invalid': error ? true : children.props['aria-invalid'] })}
        <FieldNote id={note} hint={hint} error={error} />
      </div>
    );
  }
  return (
    <div className={`text-sm ${className}`}>
      <label className="block font-semibold">
        {label}
        {children}
      </label>
      <FieldNote id={note} hint={hint} error={error} />
    </div>
  );
}

function FieldNote({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (!hint && !error) return null;
  return (
    <div id={id}>
      {hint && <p className="mt-1 text-xs text-neutral-700">{hint}</p>}
      {error && <p className="mt-1 text-xs font-semibold text-red-800">{error}</p>}
    </div>
  );
}

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input {...props} className={`${control} ${className}`} />;
}

export function Select({ className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={`${control} ${className}`} />;
}

export function Textarea({ className = '', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={`${control} ${className}`} />;
}

/** A labelled text field: `<TextField label="Courier" value=… onChange=… />`. */
export function TextField({ label, error, hint, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Input {...props} />
    </Field>
  );
}

/** A labelled choice: `options` as [value, label] pairs. */
export function SelectField({ label, error, hint, options, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; hint?: ReactNode; options: readonly (readonly [string, string])[] }) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Select {...props}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A checkbox with its label on the right. */
export function Checkbox({ label, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <input type="checkbox" {...props} className="h-4 w-4" />
      {label}
    </label>
  );
}

/** A form's error that belongs to no one field. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-semibold text-red-800">
      {children}
    </p>
  );
}
