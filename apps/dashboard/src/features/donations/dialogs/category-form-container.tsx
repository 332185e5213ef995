import type { DonationCategory } from '@minbar/api/schemas/donations';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { fieldErrorsOfResponse } from '../../../lib/forms/app-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { type DonationsMessage, useDonationsT } from '../donations-intl';
import { categoryIssueMessage, saveFailure } from '../error-messages';
import { useSaveCategory } from '../queries/use-save-category';

export interface CategoryFormContainerProps {
  /** The category to edit; absent to create one. */
  category?: DonationCategory;
  onClose: () => void;
}

/** The create or edit form with its save; a refusal stays in the dialog with everything typed. */
export function CategoryFormContainer({ category, onClose }: CategoryFormContainerProps) {
  const t = useDonationsT();
  const toast = useToast();
  const save = useSaveCategory();
  const [failure, setFailure] = useState<DonationsMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const mode = category ? 'edit' : 'create';
  return (
    <CategoryFormDialog
      mode={mode}
      category={category}
      saving={save.isPending}
      failure={failure}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={(values, image) => {
        setFailure(null);
        save.mutate(
          { id: category?.id, values, image, isZakat: category?.is_zakat ?? false },
          {
            onSuccess: (saved) => {
              toast.show({
                tone: 'success',
                message: t(mode === 'create' ? 'donations.created' : 'donations.updated', {
                  name: isolateText(saved.name),
                }),
              });
              onClose();
            },
            onError: (error) => {
              setServerErrors(fieldErrorsOfResponse(error, { issueMessage: categoryIssueMessage }));
              setFailure(saveFailure(error, mode));
            },
          },
        );
      }}
    />
  );
}
