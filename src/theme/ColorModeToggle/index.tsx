import { cx } from "../../theme-common/classNames";
import { useColorMode } from "../../theme-common/useColorMode";
import { MoonIcon, SunIcon, SystemIcon } from "../Icons";
import * as styles from "./styles.module.css";

const icons = { light: SunIcon, dark: MoonIcon, system: SystemIcon };

/**
 * The colour mode switch (rendered only when colorMode.disableSwitch is false). Its name says
 * the current choice; each press moves to the next one (see theme-common/colorMode.ts).
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { choice, cycle } = useColorMode();
  const Icon = icons[choice];
  const label = `Switch between dark and light mode (currently ${choice} mode)`;
  return (
    <button
      type="button"
      className={cx(styles.toggle, className)}
      onClick={cycle}
      aria-label={label}
      title={label}
    >
      <Icon />
    </button>
  );
}
