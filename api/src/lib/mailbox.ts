/**
 * The mailbox an address delivers to, for counting what is sent there: `Ann+shop@Example.com` and
 * `ann@example.com` are one inbox (sub-addressing, RFC 5233, as most providers do it), and so are
 * Gmail's dotted spellings (`a.n.n@gmail.com`). Never used to store or send, only as a limit's key.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split("+")[0] || local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
