// What neither scan measures, stated in every response so no result is read as more than it is.
export const NOT_MEASURED = [
  'search rankings',
  'Core Web Vitals and other field or lab performance data',
  'backlinks',
  'actual citations in AI answers',
  'content rendered by JavaScript (the HTML is analysed as served; no script runs)',
  'other pages of the site',
] as const;
