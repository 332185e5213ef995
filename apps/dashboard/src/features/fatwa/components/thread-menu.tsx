import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import { FATWA_LANGUAGES, type FatwaLanguage } from '@minbar/domain/fatwa/language';
import { Menu, MenuItem, MenuRadioGroup, MenuSeparator } from '@minbar/ui/menu/menu';
import { useFatwaT } from '../fatwa-intl';

export interface ThreadMenuProps {
  question: FatwaQuestion;
  contentLanguage: FatwaLanguage;
  onContentLanguageChange: (language: FatwaLanguage) => void;
  onSetActive: (question: FatwaQuestion, active: boolean) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The imam's menu of a question: activate or deactivate it, and the language its thread is shown in. */
export function ThreadMenu({
  question,
  contentLanguage,
  onContentLanguageChange,
  onSetActive,
  open,
  onOpenChange,
}: ThreadMenuProps) {
  const t = useFatwaT();
  return (
    <Menu
      label={t('fatwa.menu.label')}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <MenuItem onSelect={() => onSetActive(question, !question.is_active)}>
        {t(question.is_active ? 'fatwa.menu.deactivate' : 'fatwa.menu.activate')}
      </MenuItem>
      <MenuSeparator />
      <MenuRadioGroup
        label={t('fatwa.menu.translate')}
        value={contentLanguage}
        onValueChange={(value) => onContentLanguageChange(value as FatwaLanguage)}
        options={FATWA_LANGUAGES.map((language) => ({
          value: language,
          label: t(`fatwa.language.${language}`),
        }))}
      />
    </Menu>
  );
}
