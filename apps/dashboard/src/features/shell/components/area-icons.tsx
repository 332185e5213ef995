import type { DashboardArea } from '@minbar/domain/access/routes';
import Activity from 'lucide-react/icons/activity';
import Baby from 'lucide-react/icons/baby';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleUser from 'lucide-react/icons/circle-user';
import Clock from 'lucide-react/icons/clock';
import HandHeart from 'lucide-react/icons/hand-heart';
import History from 'lucide-react/icons/history';
import Landmark from 'lucide-react/icons/landmark';
import MailCheck from 'lucide-react/icons/mail-check';
import MessagesSquare from 'lucide-react/icons/messages-square';
import ScrollText from 'lucide-react/icons/scroll-text';
import Tag from 'lucide-react/icons/tag';
import Users from 'lucide-react/icons/users';
import type { ComponentType, SVGProps } from 'react';

/**
 * One icon per sidebar entry, imported one file each so the bundle carries only these. They are
 * decoration: the sidebar hides them from assistive technology and the label names the link.
 */
const AREA_ICONS: Record<DashboardArea, ComponentType<SVGProps<SVGSVGElement> & { size?: number }>> = {
  Administrators: Users,
  SentMail: MailCheck,
  AuditTrail: History,
  MosqueSettings: Landmark,
  MarriageCertificates: ScrollText,
  Pricing: Tag,
  Children: Baby,
  Subjects: BookOpen,
  Donations: HandHeart,
  Events: CalendarDays,
  Activities: Activity,
  ProfileSettings: CircleUser,
  AthanTimesAdmain: Clock,
  AthanTimes: Clock,
  FatwaChat: MessagesSquare,
};

export function AreaIcon({ area }: { area: DashboardArea }) {
  const Icon = AREA_ICONS[area];
  return <Icon size={20} aria-hidden="true" focusable="false" />;
}
