/**
 * index.html's landing script (issues 20 and 33): which of the two apps a page starts, and, for the
 * driver's checklist, its first calls before any file. Over HTTP/1.1 a browser fetches six files at
 * a time and Slow 3G adds 400 ms to each, so the phone's first screen is one script and one
 * stylesheet of the field app (vite.field.config.ts), and the office app's files, which index.html
 * would otherwise name, are never asked for on a phone.
 */

export type Language = 'en' | 'fr';

/** An app's files: its stylesheets, the scripts to start fetching at once, and its entry. */
export type AppFiles = { css: string[]; preload: string[]; entry: string };

/** The field app's files, and its words in each language (one file each, field-app.ts). */
export type FieldFiles = AppFiles & { words: Record<Language, string[]> };

/** The call that lists the form's vehicles, with their ids. */
const formOptionsCall = '/api/checklist/form_options';

/** The calls the checklist screen makes first: who is signed in, and the form's vehicles. */
export const landingCalls = ['/api/me', formOptionsCall];

/**
 * The script, run in the page's head. A signed-in driver or supervisor on an address of the field
 * app (`fieldPattern`, src/app/field-paths.ts) gets the field app; anyone else the office app. On
 * the checklist (or a vehicle's QR address, which leads to it) it first asks for the screen's
 * first calls (first, so the six connections do not keep them behind the files: issue 33) and its
 * words in the reader's language; the API client takes those answers (src/lib/early-answers.ts).
 * A QR code's `/dashboard?vehicle=X` also asks for that vehicle's items at once, and for its form
 * version and open defects as soon as the form's vehicles give its id, so the items come with the
 * form rather than after the app has read it. A vehicle the reader may not inspect is not in the
 * form's vehicles: its form and defects are not asked, its items answer once, unread.
 * While the field app downloads, the page makes one number format: the first of a page costs a
 * phone about 60 ms (the browser loads its number and date data, issue 33), on a main thread that
 * has nothing else to do until the entry arrives, where the form's first draw would pay it.
 * The stylesheets hold the first paint (`blocking=render`), as the office's own tags did; the
 * entry runs once the page is parsed, as a module script in the page would. The storage keys and
 * the language rule are the auth store's and i18n's (src/lib/auth-store.ts, lib/i18n).
 */
export function landingScript(fieldPattern: string, field: FieldFiles, office: AppFiles): string {
  const files = (app: AppFiles) => JSON.stringify({ css: app.css, preload: app.preload, entry: app.entry });
  return `(function(){var d=document,h=d.head;
function add(r,f){var l=d.createElement('link');l.rel=r;l.href='/'+f;l.crossOrigin='';if(r==='stylesheet')l.setAttribute('blocking','render');h.appendChild(l);}
function start(a,w){a.css.forEach(function(f){add('stylesheet',f);});a.preload.concat(w||[]).forEach(function(f){add('modulepreload',f);});
function run(){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src='/'+a.entry;d.body.appendChild(s);}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run();}
var u=null,p=location.pathname,L='en';try{u=JSON.parse(localStorage.getItem('currentUser')||'null');}catch(e){}
if(!u||!u.token||u.role==='admin'||!new RegExp(${JSON.stringify(fieldPattern)}).test(p)){start(${files(office)});return;}
try{L=localStorage.getItem('language');var n=navigator.languages||[];
for(var i=0;L!=='en'&&L!=='fr'&&i<n.length;i++){var t=n[i].slice(0,2).toLowerCase();if(t==='en'||t==='fr')L=t;}
if(L!=='en'&&L!=='fr')L='en';
if(p==='/'||p==='/login'||p==='/dashboard'||p.indexOf('/qr/')===0){
var E=window.fleetOpsEarlyAnswers={token:u.token,language:L,answers:{}};
function ask(a){var f=fetch(a,{priority:'high',headers:{'Accept-Language':L,Accept:'application/json',Authorization:'Bearer '+u.token}});f.catch(function(){});E.answers[a]=f;}
${JSON.stringify(landingCalls)}.forEach(ask);
var q=p==='/dashboard'&&new URLSearchParams(location.search).get('vehicle');
if(q){ask('/api/vehicles/equipment_items?'+new URLSearchParams({equipment_number:q}));
E.answers[${JSON.stringify(formOptionsCall)}].then(function(r){return r.ok&&r.clone().json();}).then(function(b){
var v=b&&b.data.vehicles.filter(function(x){return x.equipment_number===q;})[0];
if(v){ask('/api/vehicles/'+v.id+'/inspection_form');ask('/api/vehicles/'+v.id+'/open_defects');}}).catch(function(){});}}
}catch(e){}
start(${files(field)},(${JSON.stringify(field.words)})[L]);
setTimeout(function(){try{new Intl.NumberFormat(L+'-CA').format(1);}catch(e){}},0);})();`;
}
