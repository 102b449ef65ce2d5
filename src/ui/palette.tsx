import { useEditSlots } from './edit-slots';

/** The colour palette button of a component: present only in preview mode. */
export function Palette({ component }: { component: string }) {
  const slots = useEditSlots();
  return slots ? <slots.Palette component={component} /> : null;
}
