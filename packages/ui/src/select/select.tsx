import * as RadixSelect from '@radix-ui/react-select';
import { useId } from 'react';
import { useDirection } from '../provider/ui-locale';
import './select.css';

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
  const direction = useDirection();
  const labelId = useId();
  return (
    <div data-slot="select" className="ui-select" data-disabled={disabled || undefined}>
      <span id={labelId} data-slot="label" className={hideLabel ? 'visually-hidden' : 'ui-select__label'}>
        {label}
      </span>
      <RadixSelect.Root
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        dir={direction}
        name={name}
      >
        <RadixSelect.Trigger data-slot="trigger" className="ui-select__trigger" aria-labelledby={labelId}>
          <RadixSelect.Value />
          <RadixSelect.Icon className="ui-select__icon">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            data-slot="content"
            className="ui-select__content"
            position="popper"
            sideOffset={4}
            dir={direction}
          >
            <RadixSelect.Viewport className="ui-select__viewport">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  data-slot="option"
                  className="ui-select__option"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
