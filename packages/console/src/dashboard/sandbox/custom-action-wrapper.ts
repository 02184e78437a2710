/**
 * The script a custom action runs in: the action's body becomes a function of the platform's argument names
 * (`$event, widgetContext, entityId, entityName, additionalParams, entityLabel`; a customPretty action also gets
 * `htmlTemplate` before `additionalParams`). Its `widgetContext` is a plain object built inside the sandbox from the
 * JSON the host passes (state, params, user) whose methods only record effects; the wrapper returns that list. No
 * function of the page is reachable from the script.
 */
export const CUSTOM_ACTION_ARGS = [
  '$event',
  'widgetContext',
  'entityId',
  'entityName',
  'additionalParams',
  'entityLabel',
];

export const CUSTOM_PRETTY_ACTION_ARGS = [
  '$event',
  'widgetContext',
  'entityId',
  'entityName',
  'htmlTemplate',
  'additionalParams',
  'entityLabel',
];

const CONTEXT_BUILDER = `
function __widgetContext(info, effects) {
  function copy(value) { return value === undefined ? undefined : JSON.parse(JSON.stringify(value)); }
  var customDialog = {
    customDialog: function (html) {
      effects.push({ type: 'openCustomDialog', html: html === undefined || html === null ? '' : String(html) });
      return { subscribe: function () { return { unsubscribe: function () {} }; } };
    },
  };
  // A platform map action chains a callback on its save: an Observable's subscribe (the map of 3.4.1) or a promise's
  // then (the older map). Saves are carried out after the script returns, so the callback runs at once; all the
  // platform's callbacks ask for is a refresh, which the widget's live data makes needless.
  function settled() {
    var done = {
      subscribe: function (next) { if (typeof next === 'function') next(); return { unsubscribe: function () {} }; },
      then: function (next) { if (typeof next === 'function') next(); return done; },
    };
    return done;
  }
  function coordinate(value) { return typeof value === 'number' && isFinite(value) ? value : null; }
  var map;
  if (info.mapDatasources) {
    var datasources = copy(info.mapDatasources);
    map = {
      datasources: datasources,
      subscription: { datasources: datasources },
      locations: [],
      // (datasource, lat, lng) as the map of 3.4.1 takes them, or (datasource, location, {lat, lng}) as the older one
      saveMarkerLocation: function (datasource, lat, lng) {
        if (!datasource || datasource.entityId === undefined) throw new TypeError('No such map datasource');
        var position = lng !== null && typeof lng === 'object' ? lng : { lat: lat, lng: lng };
        effects.push({
          type: 'saveMarkerLocation',
          entityId: String(datasource.entityId),
          lat: coordinate(position.lat),
          lng: coordinate(position.lng),
        });
        return settled();
      },
    };
  }
  var rootScope = { $broadcast: function () {} };
  function toast(severity) { return function (message) { effects.push({ type: 'toast', severity: severity, message: String(message) }); }; }
  return {
    stateController: {
      getStateId: function () { return info.stateId; },
      getStateParams: function () { return copy(info.stateParams); },
      getStateIndex: function () { return info.stateIndex; },
      openState: function (id, params, openRightLayout) {
        effects.push({ type: 'openState', stateId: id, params: copy(params), openRightLayout: !!openRightLayout });
      },
      updateState: function (id, params, openRightLayout) {
        effects.push({ type: 'updateState', stateId: id, params: copy(params), openRightLayout: !!openRightLayout });
      },
      resetState: function () { effects.push({ type: 'resetState' }); },
      navigatePrevState: function (index) { effects.push({ type: 'navigatePrevState', index: index }); },
    },
    currentUser: copy(info.currentUser),
    dashboardId: info.dashboardId,
    widgetTitle: info.widgetTitle,
    showSuccessToast: toast('success'),
    showInfoToast: toast('info'),
    showWarnToast: toast('warning'),
    showErrorToast: toast('error'),
    showToast: function (type, message) { toast(type === 'warn' ? 'warning' : type)(message); },
    // Aliases and widgets follow live data here, so asking for them to be resolved or drawn again changes nothing.
    updateAliases: function () {},
    map: map,
    mapInstance: map,
    openDashboard: function (dashboardId) { effects.push({ type: 'openDashboard', dashboardId: String(dashboardId) }); },
    // Platform scripts reach the custom dialog service through Angular's injector: the lookup is kept so they run
    // unchanged, and every other service answers an object without methods.
    customDialog: customDialog,
    servicesMap: { get: function (name) { return name; } },
    $scope: {
      $injector: {
        get: function (name) { return name === 'customDialog' ? customDialog : name === '$rootScope' ? rootScope : {}; },
      },
    },
    controlApi: {
      sendOneWayCommand: function (method, params) {
        effects.push({ type: 'sendOneWayCommand', method: String(method), params: copy(params) });
      },
    },
  };
}`;

/**
 * The function body the sandbox compiles for a custom action: (info, event, entityId, entityName, params, label,
 * htmlTemplate). A customPretty action's body gets its HTML template among its arguments as the platform passes it.
 */
export function customActionBody(customFunction: string, pretty = false): string {
  const names = pretty ? CUSTOM_PRETTY_ACTION_ARGS : CUSTOM_ACTION_ARGS;
  return `${CONTEXT_BUILDER}
var effects = [];
var widgetContext = __widgetContext(info, effects);
(function (${names.join(', ')}) {
${customFunction}
})(${names.join(', ')});
return effects;`;
}

export const CUSTOM_ACTION_WRAPPER_ARGS = [
  'info',
  '$event',
  'entityId',
  'entityName',
  'additionalParams',
  'entityLabel',
  'htmlTemplate',
];
