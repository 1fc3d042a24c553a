/** An entry of a signed-in shell's menu: the candidate's fixed list, or the back office's. */
export interface NavItem {
  to: string;
  /** A key of the `common` namespace. */
  labelKey: string;
  /** Match the path exactly (dashboards), not as a prefix. */
  end?: boolean;
}
