/**
 * Services the platform's widget context offers to functions saved in widget settings, rebuilt inside the sandbox.
 * Such functions get the widget context as their `ctx` argument (cell, row and value functions) or `widgetContext`
 * (show conditions of action buttons). The host passes it as a JSON snapshot, which cannot carry functions, so the
 * sandbox defines the services once and the call attaches them to that argument. Only `date.transform` (Angular's
 * date pipe, which the demo dashboards' cell functions use for timestamps) exists.
 */
export const WIDGET_SERVICES_SOURCE = `
var __widgetServices = (function () {
  function pad(value, width) {
    var text = String(value);
    while (text.length < width) text = '0' + text;
    return text;
  }
  function toDate(value) {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'string' && /^-?\\d+(\\.\\d+)?$/.test(value)) value = Number(value);
    var date = new Date(value);
    return isNaN(date.getTime()) ? null : date;
  }
  var FIELDS = {
    yyyy: function (d) { return pad(d.getFullYear(), 4); },
    yy: function (d) { return pad(d.getFullYear() % 100, 2); },
    y: function (d) { return String(d.getFullYear()); },
    MM: function (d) { return pad(d.getMonth() + 1, 2); },
    M: function (d) { return String(d.getMonth() + 1); },
    dd: function (d) { return pad(d.getDate(), 2); },
    d: function (d) { return String(d.getDate()); },
    HH: function (d) { return pad(d.getHours(), 2); },
    H: function (d) { return String(d.getHours()); },
    hh: function (d) { return pad(d.getHours() % 12 || 12, 2); },
    h: function (d) { return String(d.getHours() % 12 || 12); },
    mm: function (d) { return pad(d.getMinutes(), 2); },
    m: function (d) { return String(d.getMinutes()); },
    ss: function (d) { return pad(d.getSeconds(), 2); },
    s: function (d) { return String(d.getSeconds()); },
    SSS: function (d) { return pad(d.getMilliseconds(), 3); },
    a: function (d) { return d.getHours() < 12 ? 'AM' : 'PM'; }
  };
  var NAMED = {
    short: 'M/d/yy, h:mm a',
    medium: 'MMM d, y, h:mm:ss a',
    shortDate: 'M/d/yy',
    mediumDate: 'MMM d, y',
    shortTime: 'h:mm a',
    mediumTime: 'h:mm:ss a'
  };
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  FIELDS.MMM = function (d) { return MONTHS[d.getMonth()]; };
  var TOKEN = /'([^']*)'|yyyy|yy|y|MMM|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|a/g;
  function transform(value, format) {
    var date = toDate(value);
    if (date === null) return null;
    var pattern = format === undefined || format === null ? 'mediumDate' : String(format);
    pattern = NAMED[pattern] || pattern;
    return pattern.replace(TOKEN, function (token, quoted) {
      if (quoted !== undefined) return quoted === '' ? "'" : quoted;
      return FIELDS[token](date);
    });
  }
  return { date: { transform: transform } };
})();
`;

/** The argument names under which the platform hands a function its widget context. */
const CONTEXT_ARGUMENTS = ['ctx', 'widgetContext'];

/**
 * The body of a widget settings function with the services attached to its widget context argument (when it has
 * one and it is an object); other bodies are returned as they are.
 */
export function withWidgetServices(body: string, argNames: readonly string[]): string {
  const contexts = CONTEXT_ARGUMENTS.filter((name) => argNames.includes(name));
  if (contexts.length === 0) return body;
  const attach = contexts
    .map((name) => `if (${name} && typeof ${name} === 'object' && !${name}.date) ${name}.date = __widgetServices.date;`)
    .join('\n');
  return `${attach}\n${body}`;
}
