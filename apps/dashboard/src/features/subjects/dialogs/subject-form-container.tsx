import type { Subject } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { SubjectFormDialog } from '../components/subject-form-dialog';
import { type Failure, failureOf, serverFieldErrors } from '../error-messages';
import { useAllSubjects } from '../queries/use-all-subjects';
import { useSaveSubject } from '../queries/use-save-subject';
import { useSubjectsT } from '../subjects-intl';

/**
 * Add or edit a subject. A taken name shows under the name field (the form's own check, or the
 * server's 422 `subject.name_taken`); another failure stays in the dialog with what was typed.
 */
export function SubjectFormContainer({ edit, onClose }: { edit: Subject | null; onClose: () => void }) {
  const t = useSubjectsT();
  const toast = useToast();
  const all = useAllSubjects();
  const save = useSaveSubject();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  // The names to check against arrive with the list; the form waits for them, so a clash is caught.
  if (all.isPending) return null;
  return (
    <SubjectFormDialog
      edit={edit}
      existing={all.data ?? []}
      saving={save.isPending}
      failure={failure}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={async (subject) => {
        setFailure(null);
        try {
          const saved = await save.mutateAsync({ id: edit?.id, subject });
          toast.show({
            tone: 'success',
            message: t(edit ? 'subjects.toast.saved' : 'subjects.toast.added', {
              name: isolateText(saved.name),
            }),
          });
          onClose();
        } catch (error) {
          const fields = serverFieldErrors(error);
          setServerErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : failureOf(error, edit ? 'update' : 'add'));
        }
      }}
    />
  );
}
