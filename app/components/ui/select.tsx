import * as RadixSelect from "@radix-ui/react-select";
import { Icon } from "~/components/ui/icons";
import { checkIcon, chevronDownIcon } from "~/components/ui/icon-drawings";
import { Fragment, type ReactNode } from "react";
import { cn } from "~/lib/browser/cn";

export interface SelectOption {
  value: string;
  text: ReactNode;
}

export interface SelectGroup {
  /** shown above its options; a select with one unnamed group shows a plain list */
  label?: string;
  options: SelectOption[];
}

export interface SelectProps {
  /** the id of the visible label, which names the select for assistive technology */
  labelId: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  groups: SelectGroup[];
  className?: string;
  triggerClassName?: string;
  contentClassName?: string;
}

/** A labelled select (Radix): the trigger names itself by the label, the list opens below it. */
export function Select({
  labelId,
  label,
  value,
  onValueChange,
  placeholder,
  groups,
  className,
  triggerClassName,
  contentClassName,
}: SelectProps) {
  const items = (options: SelectOption[]) =>
    options.map((option) => (
      <RadixSelect.Item
        key={option.value}
        value={option.value}
        className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-glacier-100"
      >
        <RadixSelect.ItemText>{option.text}</RadixSelect.ItemText>
        <RadixSelect.ItemIndicator>
          <Icon drawing={checkIcon} className="size-4" />
        </RadixSelect.ItemIndicator>
      </RadixSelect.Item>
    ));
  return (
    <div className={className}>
      <span id={labelId} className="block text-sm font-semibold">
        {label}
      </span>
      <RadixSelect.Root value={value} onValueChange={onValueChange}>
        <RadixSelect.Trigger
          aria-labelledby={labelId}
          className={cn(
            "mt-1.5 flex w-full items-center justify-between rounded-xl border border-border bg-white px-4 py-2.5 text-left",
            triggerClassName,
          )}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <Icon drawing={chevronDownIcon} className="size-4" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className={cn("z-50 rounded-xl border border-border bg-white p-1 shadow-lg", contentClassName)}
          >
            <RadixSelect.Viewport>
              {groups.map((group, index) =>
                group.label ? (
                  <RadixSelect.Group key={group.label}>
                    <RadixSelect.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                      {group.label}
                    </RadixSelect.Label>
                    {items(group.options)}
                  </RadixSelect.Group>
                ) : (
                  <Fragment key={index}>{items(group.options)}</Fragment>
                ),
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
