import * as Select from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import type { PhotoTarget } from "~/lib/admin/publish-commands";

export interface PhotoTargetSelectProps {
  targets: PhotoTarget[];
  value: string;
  onChange: (path: string) => void;
}

/** Which bottle or distillery page a photo from a custom search goes on. */
export function PhotoTargetSelect({ targets, value, onChange }: PhotoTargetSelectProps) {
  const groups = (["Bottles", "Distilleries"] as const).map((group) => ({
    group,
    items: targets.filter((target) => target.group === group),
  }));
  return (
    <div>
      <span id="photo-target-label" className="block text-sm font-semibold">
        Page for this photo
      </span>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger
          aria-labelledby="photo-target-label"
          className="mt-1.5 flex w-full items-center justify-between rounded-xl border border-border bg-white px-4 py-2.5 text-left text-sm"
        >
          <Select.Value placeholder="Choose a bottle or distillery" />
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="size-4" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-white p-1 shadow-lg"
          >
            <Select.Viewport>
              {groups.map(({ group, items }) => (
                <Select.Group key={group}>
                  <Select.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {group}
                  </Select.Label>
                  {items.map((target) => (
                    <Select.Item
                      key={target.path}
                      value={target.path}
                      className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-glacier-100"
                    >
                      <Select.ItemText>{target.label}</Select.ItemText>
                      <Select.ItemIndicator>
                        <Check aria-hidden="true" className="size-4" />
                      </Select.ItemIndicator>
                    </Select.Item>
                  ))}
                </Select.Group>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
