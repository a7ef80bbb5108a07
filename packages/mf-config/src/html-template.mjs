// Fast Refresh of a remote rendered inside the host needs a DevTools hook that records renderers
// before React loads (react#37410); only the host's dev HTML carries it.
const DEVTOOLS_HOOK =
  '<script>if(!window.__REACT_DEVTOOLS_GLOBAL_HOOK__){var r=new Map(),i=0;' +
  'window.__REACT_DEVTOOLS_GLOBAL_HOOK__={renderers:r,supportsFiber:true,inject:function(x){r.set(++i,x);return i},' +
  'onScheduleFiberRoot:function(){},onCommitFiberRoot:function(){},onCommitFiberUnmount:function(){},' +
  'onPostCommitFiberRoot:function(){},checkDCE:function(){}}}</script>';

export function htmlTemplate({ title, devToolsHook }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${title}</title>
    ${devToolsHook ? DEVTOOLS_HOOK : ''}
    <style>html,body{margin:0;background:#f5f7fa}</style>
  </head>
  <body>
    <noscript>This site needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}
