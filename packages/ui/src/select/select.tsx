import * as RadixSelect from '@radix-ui/react-select';
import { type ReactNode, useId } from 'react';
import { useDirection } from '../provider/ui-locale';
import './select.css';

/*
 * The select comes in parts, in the Radix manner, for a user who composes their own (options with
 * more than a label, a label elsewhere on the page):
 *
 *   <span id="city-label">City</span>
 *   <Select.Root value={city} onValueChange={setCity}>
 *     <Select.Trigger aria-labelledby="city-label"><Select.Value /></Select.Trigger>
 *     <Select.Content>
 *       <Select.Item value="warsaw">Warsaw</Select.Item>
 *     </Select.Content>
 *   </Select.Root>
 *
 * Each part keeps the package's styling and passes the page's direction to the portalled list;
 * `Select`, driven by props, is those parts put together with a visible label.
 */

export interface SelectRootProps {
  /** The chosen value; leave it out for an uncontrolled select. */
  value?: string | undefined;
  /** The value chosen at first, when uncontrolled. */
  defaultValue?: string | undefined;
  /** Called with the value chosen. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Greys the select out. */
  disabled?: boolean | undefined;
  /** The form field name (a hidden input carries the value). */
  name?: string | undefined;
  /** The Trigger and the Content. */
  children: ReactNode;
}

/** Holds the chosen value and the page's direction. Renders no element of its own. */
export function SelectRoot({
  value,
  defaultValue,
  onValueChange,
  disabled,
  name,
  children,
}: SelectRootProps) {
  const direction = useDirection();
  return (
    <RadixSelect.Root
      {...(value === undefined ? {} : { value })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      {...(onValueChange ? { onValueChange } : {})}
      disabled={disabled}
      dir={direction}
      name={name}
    >
      {children}
    </RadixSelect.Root>
  );
}

export interface SelectTriggerProps {
  /** Usually a `Select.Value`. */
  children: ReactNode;
  /** The id of the visible label that names the combobox. */
  'aria-labelledby'?: string | undefined;
  /** The combobox's name when no label is shown. */
  'aria-label'?: string | undefined;
}

/** The combobox button: the chosen value, and a chevron at the inline end. */
export function SelectTrigger({ children, ...naming }: SelectTriggerProps) {
  return (
    <RadixSelect.Trigger data-slot="trigger" className="ui-select__trigger" {...naming}>
      {children}
      <RadixSelect.Icon className="ui-select__icon">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </RadixSelect.Icon>
    </RadixSelect.Trigger>
  );
}

/** The chosen option's text inside the Trigger, or the placeholder while nothing is chosen. */
export function SelectValue({ placeholder }: { placeholder?: ReactNode }) {
  return <RadixSelect.Value placeholder={placeholder} />;
}

/** The list of options, portalled under the Trigger with the page's direction set again. */
export function SelectContent({ children }: { children: ReactNode }) {
  const direction = useDirection();
  return (
    <RadixSelect.Portal>
      <RadixSelect.Content
        data-slot="content"
        className="ui-select__content"
        position="popper"
        sideOffset={4}
        dir={direction}
      >
        <RadixSelect.Viewport className="ui-select__viewport">{children}</RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Portal>
  );
}

export interface SelectItemProps {
  /** The value chosen with this option. */
  value: string;
  /** The option's text, also what typeahead matches and what the Trigger shows. */
  children: ReactNode;
  /** Greys the option out; the arrow keys pass over it. */
  disabled?: boolean | undefined;
}

/** One option. */
export function SelectItem({ value, children, disabled }: SelectItemProps) {
  return (
    <RadixSelect.Item value={value} disabled={disabled} data-slot="option" className="ui-select__option">
      <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
    </RadixSelect.Item>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /** The visible label, the combobox's name. */
  label: string;
  /** The chosen value. */
  value: string;
  /** Called with the value chosen. */
  onValueChange: (value: string) => void;
  /** The choices, each a value and a label. */
  options: SelectOption[];
  /** Greys the select out. */
  disabled?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** The form field name (a hidden input carries the value). */
  name?: string;
}

/**
 * A single-choice dropdown on Radix Select: a combobox button labelled by its visible label, a
 * listbox with typeahead and arrow keys, and the direction passed again to the portalled list.
 */
export function Select({ label, value, onValueChange, options, disabled, hideLabel, name }: SelectProps) {
  const labelId = useId();
  return (
    <div data-slot="select" className="ui-select" data-disabled={disabled || undefined}>
      <span id={labelId} data-slot="label" className={hideLabel ? 'visually-hidden' : 'ui-select__label'}>
        {label}
      </span>
      <SelectRoot value={value} onValueChange={onValueChange} disabled={disabled} name={name}>
        <SelectTrigger aria-labelledby={labelId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </SelectRoot>
    </div>
  );
}

// The parts under the widget's name too, for `<Select.Root>` as in Radix.
Select.Root = SelectRoot;
Select.Trigger = SelectTrigger;
Select.Value = SelectValue;
Select.Content = SelectContent;
Select.Item = SelectItem;
