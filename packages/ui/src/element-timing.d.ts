// The Element Timing API's attribute (Chromium), which React passes to the DOM as written but its
// types do not name: it marks the text a page benchmark times (e2e/bench/page-timings.ts).
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
