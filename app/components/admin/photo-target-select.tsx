import { Select } from "~/components/ui/select";
import type { PhotoTarget } from "~/lib/admin/publish-commands";

export interface PhotoTargetSelectProps {
  targets: PhotoTarget[];
  value: string;
  onChange: (path: string) => void;
}

/** Which bottle or distillery page a photo from a custom search goes on. */
export function PhotoTargetSelect({ targets, value, onChange }: PhotoTargetSelectProps) {
  const groups = (["Bottles", "Distilleries"] as const).map((group) => ({
    label: group,
    options: targets.filter((target) => target.group === group).map((target) => ({ value: target.path, text: target.label })),
  }));
  return (
    <Select
      labelId="photo-target-label"
      label="Page for this photo"
      value={value}
      onValueChange={onChange}
      placeholder="Choose a bottle or distillery"
      groups={groups}
      triggerClassName="text-sm"
      contentClassName="max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden"
    />
  );
}
