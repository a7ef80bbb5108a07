import {
  ArrowUpDown,
  Building2,
  Construction,
  DoorOpen,
  Ellipsis,
  Hammer,
  House,
  Lock,
  Paintbrush,
  Sparkles,
  Sun,
  Tag,
  Trees,
  Wind,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// Only the icons the categories name are bundled, not all of lucide.
const ICONS: Record<string, LucideIcon> = {
  'arrow-up-down': ArrowUpDown,
  'building-2': Building2,
  construction: Construction,
  'door-open': DoorOpen,
  ellipsis: Ellipsis,
  hammer: Hammer,
  house: House,
  lock: Lock,
  paintbrush: Paintbrush,
  sparkles: Sparkles,
  sun: Sun,
  trees: Trees,
  wind: Wind,
  wrench: Wrench,
  zap: Zap,
};

/** The lucide icon a category's icon_name names (kebab-case), a tag when unknown. */
export function CategoryIcon({ iconName }: { iconName: string | null | undefined }) {
  const Icon = (iconName && ICONS[iconName]) || Tag;
  return <Icon size={18} data-icon={iconName ?? 'tag'} />;
}
