import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { LIST_SEPARATOR } from '../provider/list-separator';
import { useDirection, useUiLocale, useUiMessage } from '../provider/ui-provider';
import './multi-select.css';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  /** The visible label and the panel's name (a node, so a name inside it can say it is never translated). */
  label: ReactNode;
  /** The choices, each a value and a label. */
  options: MultiSelectOption[];
  /** The values ticked. */
  value: string[];
  /** Called with an option's value and whether it is now ticked. */
  onToggle: (value: string, checked: boolean) => void;
  /** Greys the trigger out. */
  disabled?: boolean;
  /** Keeps the label for assistive technology only, e.g. inside a table cell whose column names it. */
  hideLabel?: boolean;
  /** Controlled open state, for stories and screens that restore an open dropdown. */
  open?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dropdown of checkboxes (the role column of the Administrators screen). Each toggle is reported
 * at once through `onToggle`; the popover stays open so several roles can be changed in a row.

 * Built on Radix's Popover, the kit of the other pop-up widgets (menu, select, dialog): it places the
 * panel (mirrored in RTL), moves focus into it and back to the trigger, and closes it on Escape, an
 * outside click or focus leaving it.
 */
export function MultiSelect({
  label,
  options,
  value,
  onToggle,
  disabled = false,
  hideLabel = false,
  open,
  onOpenChange,
}: MultiSelectProps) {
  const t = useUiMessage();
  const locale = useUiLocale();
  const direction = useDirection();
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const [openHere, setOpenHere] = useState(false);
  const isOpen = open ?? openHere;

  const selectedLabels = options
    .filter((option) => value.includes(option.value))
    .map((option) => option.label);
  const summary =
    selectedLabels.length > 0
      ? selectedLabels.join(LIST_SEPARATOR[locale])
      : t('ui.multiSelect.noneSelected');

  return (
    <div
      data-slot="multi-select"
      className="ui-multi-select"
      data-state={isOpen ? 'open' : 'closed'}
      data-disabled={disabled || undefined}
    >
      <span
        id={labelId}
        data-slot="label"
        className={hideLabel ? 'visually-hidden' : 'ui-multi-select__label'}
      >
        {label}
      </span>
      <Popover.Root
        open={isOpen}
        onOpenChange={(next) => {
          setOpenHere(next);
          onOpenChange?.(next);
        }}
      >
        <Popover.Trigger
          type="button"
          disabled={disabled}
          data-slot="trigger"
          className="ui-multi-select__trigger"
          aria-labelledby={`${labelId} ${valueId}`}
        >
          <span id={valueId} data-slot="value" className="ui-multi-select__value">
            {summary}
          </span>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            // `dir` is set again because the portal leaves the app's subtree.
            dir={direction}
            side="bottom"
            align="start"
            sideOffset={4}
            aria-labelledby={labelId}
            data-slot="popover"
            className="ui-multi-select__popover"
          >
            <fieldset
              className="ui-multi-select__options"
              aria-labelledby={labelId}
              onKeyDown={moveFocusWithArrows}
            >
              {options.map((option) => (
                <CheckboxOption
                  key={option.value}
                  option={option}
                  checked={value.includes(option.value)}
                  onToggle={onToggle}
                />
              ))}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

function CheckboxOption({
  option,
  checked,
  onToggle,
}: {
  option: MultiSelectOption;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}) {
  return (
    <label data-slot="option" data-selected={checked || undefined} className="ui-multi-select__option">
      <input
        type="checkbox"
        value={option.value}
        checked={checked}
        className="ui-multi-select__checkbox"
        onChange={(event) => onToggle(option.value, event.target.checked)}
        onKeyDown={(event) => {
          // Space toggles natively; Enter does too here, as in a listbox.
          if (event.key === 'Enter') {
            event.preventDefault();
            onToggle(option.value, !checked);
          }
        }}
      />
      <span>{option.label}</span>
    </label>
  );
}

/** Up/Down (and Home/End) move between the checkboxes, wrapping around, like options of a list. */
function moveFocusWithArrows(event: KeyboardEvent<HTMLFieldSetElement>) {
  const boxes = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
  const index = boxes.indexOf(document.activeElement as HTMLInputElement);
  if (index === -1 || boxes.length === 0) return;
  const targets: Record<string, number> = {
    ArrowDown: (index + 1) % boxes.length,
    ArrowUp: (index - 1 + boxes.length) % boxes.length,
    Home: 0,
    End: boxes.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  boxes[target]?.focus();
}
