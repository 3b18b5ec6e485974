// Early data: the first page's list request, sent by a small script in `index.html` while the app's
// code downloads, and picked up by the repository when it would send the same request.

// The keys and the options token live in admin/config (withEarlyData() sets them up without
// loading the data layer); the key is re-exported here, where the data layer uses it.
export { EARLY_DATA_KEY } from 'admin/config';

/**
 * The script to put in `index.html`, right after the app's root element (README, "Early data"):
 * for the page the browser opens, it sends the list request the app sent there last time
 * (`localStorage["admin.early"]`), with the kept token (in the auth provider's scheme), before the app's code is downloaded, and
 * leaves it in `window.__adminEarlyData` for the repository. It does nothing for a page never
 * opened in this browser, without a token, for a page rendered on the server (its root element
 * has `ng-server-context`: the data came with it), or when anything fails.
 */
export const EARLY_DATA_SCRIPT =
  '(function(){try{if(document.querySelector("[ng-server-context]"))return;' +
  'var m=JSON.parse(localStorage.getItem("admin.early")||"null");' +
  'var p=m&&m.v===1&&m.pages&&m.pages[location.pathname+location.search];if(!p)return;' +
  'var t=m.token?localStorage.getItem(m.token):null;if(m.token&&!t)return;' +
  'var h={Accept:"application/json, text/plain, */*"},k;for(k in p.headers)h[k]=p.headers[k];' +
  'if(t)h.Authorization=(m.s||"Bearer")+" "+t;' +
  'window.__adminEarlyData=[{url:p.url,headers:p.headers,token:t,sent:performance.now(),' +
  'response:fetch(p.url,{headers:h}).then(function(r){var o={};' +
  'r.headers.forEach(function(v,n){o[n]=v});' +
  'return r.text().then(function(b){return{status:r.status,headers:o,body:b}})})}]}catch(e){}})();';
