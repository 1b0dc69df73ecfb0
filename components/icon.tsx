import {
  BadgeCheck,
  BadgeEuro,
  Banknote,
  Briefcase,
  Building2,
  CalendarCheck,
  Camera,
  Clock,
  Code,
  FileText,
  Gift,
  Globe,
  HandCoins,
  Handshake,
  Heart,
  Layers,
  LifeBuoy,
  Lock,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  Package,
  Palette,
  Percent,
  PiggyBank,
  Receipt,
  Repeat,
  Scale,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
  Store,
  Tag,
  Target,
  Truck,
  Undo2,
  UserCheck,
  Users,
  Wallet,
  Zap,
  type IconNode,
} from 'lucide';
import type { IconName } from '@/lib/icon-names';

const icons = {
  'badge-check': BadgeCheck,
  'badge-euro': BadgeEuro,
  banknote: Banknote,
  briefcase: Briefcase,
  building: Building2,
  'calendar-check': CalendarCheck,
  camera: Camera,
  clock: Clock,
  code: Code,
  'file-text': FileText,
  gift: Gift,
  globe: Globe,
  'hand-coins': HandCoins,
  handshake: Handshake,
  heart: Heart,
  layers: Layers,
  'life-buoy': LifeBuoy,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  package: Package,
  palette: Palette,
  percent: Percent,
  'piggy-bank': PiggyBank,
  receipt: Receipt,
  repeat: Repeat,
  scale: Scale,
  search: Search,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  store: Store,
  tag: Tag,
  target: Target,
  truck: Truck,
  undo: Undo2,
  'user-check': UserCheck,
  users: Users,
  wallet: Wallet,
  zap: Zap,
} satisfies Record<IconName, IconNode>;

/**
 * A line icon, drawn into the HTML as inline SVG when the page is built from lucide's plain
 * drawings (not its React components, which are client components and would ship code).
 * Decorative: the text beside it says what it means.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {icons[name].map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  );
}
