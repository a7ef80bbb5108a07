// The `_headers` and `_redirects` files as Netlify and Cloudflare Pages read them, so the project's static
// server serves a deploy tree the way those hosts would (tests then see the real CSP and cache headers).

/** `*` is a splat (anything, `:splat` in a target), `:name` one path segment. */
function pathMatcher(pattern) {
  const names = [];
  const source = pattern.replace(/\*|:[A-Za-z]\w*|[.+?^${}()|[\]\\]/g, (token) => {
    if (token === '*') {
      names.push('splat');
      return '(.*)';
    }
    if (token.startsWith(':')) {
      names.push(token.slice(1));
      return '([^/]+)';
    }
    return `\\${token}`;
  });
  const regex = new RegExp(`^${source}$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) : null;
  };
}

const meaningful = (text) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

/** Blocks of a path line followed by indented `Name: value` lines. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of meaningful(text)) {
    if (!/^\s/.test(line)) {
      rules.push({ match: pathMatcher(line.trim()), headers: [] });
      continue;
    }
    const at = line.indexOf(':');
    if (!rules.length || at < 0) throw new Error(`_headers: a header outside a path block: ${line.trim()}`);
    rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

/** Every matching rule's headers; one header set by several rules has their values joined, as the hosts do. */
export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.match(pathname)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** Lines of `from to [status]`; the first matching line wins. */
export function parseRedirects(text) {
  return meaningful(text).map((line) => {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || !to || !/^\d{3}!?$/.test(status)) throw new Error(`_redirects: cannot read ${line.trim()}`);
    return { match: pathMatcher(from), to, status: Number.parseInt(status, 10) };
  });
}

/** The target of the first rule matching `pathname`, with its placeholders filled in, or null. */
export function redirectFor(rules, pathname) {
  for (const rule of rules) {
    const params = rule.match(pathname);
    if (params) {
      const to = rule.to.replace(/:([A-Za-z]\w*)/g, (token, name) => params[name] ?? token);
      return { to, status: rule.status };
    }
  }
  return null;
}
