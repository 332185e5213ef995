import type { Subscription } from '@minbar/api/schemas/education';
import { canConfirmSuspension, suspensionReasonSchema } from '@minbar/domain/education/subscription';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../../lib/forms/app-form';
import { FormElement } from '../../../lib/forms/form-element';
import { type Failure, pricingIssueMessage } from '../error-messages';
import { usePricingMessage, usePricingT } from '../pricing-intl';
import './pricing.css';

export interface SuspendDialogProps {
  subscription: Subscription;
  /** The reason, trimmed and not blank. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** While the suspension runs: confirm waits and the dialog stays. */
  running?: boolean;
  /** 'Failed to suspend subscription.' in red inside the dialog; the reason typed stays. */
  failure?: Failure | null;
  /** The reason the dialog opens with (a story's). */
  initialReason?: string;
}

const suspendFormSchema = v.object({ reason: suspensionReasonSchema }) as unknown as v.GenericSchema<
  { reason: string },
  { reason: string }
>;

/**
 * Suspend a subscription: a required reason, Cancel and Suspend; Suspend stays disabled while the
 * reason is blank or the call runs (the domain's rule), and a failure shows here, in red.
 */
export function SuspendDialog(props: SuspendDialogProps) {
  const t = usePricingT();
  const word = usePricingMessage();
  const formId = useId();
  const [defaultValues] = useState(() => ({ reason: props.initialReason ?? '' }));
  const form = useAppForm({
    schema: suspendFormSchema,
    defaultValues,
    onSubmit: ({ reason }) => props.onConfirm(reason),
  });
  const reason = useStore(form.store, (state) => state.values.reason);
  const running = props.running ?? false;
  const title = t('subscribers.suspend.title', { name: isolateText(props.subscription.child_name) });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !running) props.onClose();
      }}
      title={title}
      description={t('subscribers.suspend.description')}
      footer={
        <>
          <Button variant="secondary" disabled={running} onClick={props.onClose}>
            {t('subscribers.suspend.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={running}
            disabled={!running && !canConfirmSuspension(reason, running)}
          >
            {t('subscribers.suspend.confirm')}
          </Button>
        </>
      }
    >
      <form.AppForm>
        <FormElement
          id={formId}
          aria-label={title}
          busy={running}
          issueMessage={(code) => pricingIssueMessage(code, 'reason')}
        >
          <form.AppField name="reason">
            {(field) => <field.TextAreaField label={t('subscribers.suspend.reason')} required rows={3} />}
          </form.AppField>
          <div role="alert" className="subscribers-suspend__failure">
            {props.failure ? (
              <>
                <p>{word(props.failure.message)}</p>
                {props.failure.reason ? <p>{word(props.failure.reason)}</p> : null}
              </>
            ) : null}
          </div>
        </FormElement>
      </form.AppForm>
    </Dialog>
  );
}
