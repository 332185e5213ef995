import type { Package } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { PackageFormDialog } from '../components/package-form-dialog';
import { initialPackageValues } from '../components/package-form-model';
import { type Failure, failureOf, serverFieldErrors } from '../error-messages';
import { usePricingT } from '../pricing-intl';
import { useSavePackage } from '../queries/use-save-package';

export interface PackageFormContainerProps {
  /** The package to edit; absent to add one. */
  edit?: Package;
  onClose: () => void;
}

/** Add or edit a package; a refusal keeps the dialog and what was typed, with what failed in the form. */
export function PackageFormContainer({ edit, onClose }: PackageFormContainerProps) {
  const t = usePricingT();
  const toast = useToast();
  const save = useSavePackage();
  const [initialValues] = useState(() => initialPackageValues(edit));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const mode = edit ? 'edit' : 'create';
  return (
    <PackageFormDialog
      mode={mode}
      initialValues={initialValues}
      packageName={edit?.name}
      saving={save.isPending}
      failure={failure}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={async (input) => {
        setFailure(null);
        try {
          const saved = await save.mutateAsync({ id: edit?.id, input });
          toast.show({
            tone: 'success',
            message: t(mode === 'create' ? 'pricing.created' : 'pricing.updated', {
              name: isolateText(saved.name),
            }),
          });
          onClose();
        } catch (error) {
          setServerErrors(serverFieldErrors(error));
          setFailure(failureOf(error, mode === 'create' ? 'create' : 'update'));
        }
      }}
    />
  );
}
