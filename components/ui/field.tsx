import { inputClass } from "./styles";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; hint?: string };

/** A labelled input; `hint` is shown under it. */
export function Field({ label, name, hint, id, className, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input id={inputId} name={name} className={inputClass} {...input} />
      {hint && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  options: readonly string[];
  placeholder?: string;
};

export function SelectField({ label, name, options, placeholder, id, className, ...select }: SelectProps) {
  const selectId = id ?? `field-${name}`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select id={selectId} name={name} className={inputClass} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
