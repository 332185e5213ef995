import { inStoryLanguage } from '../provider/story-content';

/** The sample text of the tabs' stories (the all-in-one and the composed parts), in each language. */
const TEXT = {
  en: {
    dayDetails: 'Day details',
    prayers: 'Prayers',
    iqama: 'Iqama',
    jumuah: 'Jumuah',
    eid: 'Eid',
    fajr: 'Fajr 04:30',
    afterAthan: '20 minutes after athan',
    eidPrayer: 'Eid prayer 08:00',
    khutbah: 'Khutbah 13:15',
  },
  ar: {
    dayDetails: 'تفاصيل اليوم',
    prayers: 'الصلوات',
    iqama: 'الإقامة',
    jumuah: 'الجمعة',
    eid: 'العيد',
    fajr: 'الفجر 04:30',
    afterAthan: 'بعد الأذان بعشرين دقيقة',
    eidPrayer: 'صلاة العيد 08:00',
    khutbah: 'الخطبة 13:15',
  },
  pl: {
    dayDetails: 'Szczegóły dnia',
    prayers: 'Modlitwy',
    iqama: 'Ikama',
    jumuah: 'Dżuma',
    eid: 'Święto Id',
    fajr: 'Fadżr 04:30',
    afterAthan: '20 minut po azanie',
    eidPrayer: 'Modlitwa świąteczna 08:00',
    khutbah: 'Kazanie 13:15',
  },
};
/** The story's sample text in its language (set before each render). */
export const t = () => inStoryLanguage(TEXT);
