import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Entities hierarchy" type (`cards.entities_hierarchy`), as its catalogue carries it. */
export const entitiesHierarchyDefaultConfig: WidgetConfig = {
  timewindow: {
    realtime: {
      interval: 1000,
      timewindowMs: 86400000,
    },
    aggregation: {
      type: 'NONE',
      limit: 200,
    },
  },
  showTitle: true,
  backgroundColor: 'rgb(255, 255, 255)',
  color: 'rgba(0, 0, 0, 0.87)',
  padding: '4px',
  settings: {
    nodeRelationQueryFunction:
      'var entity = nodeCtx.entity;\nvar query = {\n    parameters: {\n        rootId: entity.id.id,\n        rootType: entity.id.entityType,\n        direction: "FROM",\n        maxLevel: 1\n    },\n    filters: [{\n        relationType: "Contains",\n        entityTypes: []\n    }]\n};\nreturn query;\n\n/**\n\n// Function should return relations query object for current node used to fetch entity children.\n// Function can return \'default\' string value. In this case default relations query will be used.\n\n// The following example code will construct simple relations query that will fetch relations of type \'Contains\'\n// from the current entity.\n\nvar entity = nodeCtx.entity;\nvar query = {\n    parameters: {\n        rootId: entity.id.id,\n        rootType: entity.id.entityType,\n        direction: "FROM",\n        maxLevel: 1\n    },\n    filters: [{\n        relationType: "Contains",\n        entityTypes: []\n    }]\n};\nreturn query;\n\n**/\n',
    nodeHasChildrenFunction:
      "/**\n\n// Function should return boolean value indicating whether current node has children (whether it can be expanded).\n\n// The following example code will restrict entities hierarchy expansion up to third level.\n\nreturn nodeCtx.level <= 2;\n\n// The next example code will restrict entities expansion according to the value of example 'nodeHasChildren' attribute.\n\nvar data = nodeCtx.data;\nif (data.hasOwnProperty('nodeHasChildren') && data['nodeHasChildren'] !== null) {\n    return data['nodeHasChildren'] === 'true';\n} else {\n    return true;\n}\n  \n**/\n ",
    nodeOpenedFunction:
      '/**\n\n// Function should return boolean value indicating whether current node should be opened (expanded) when it first loaded.\n\n// The following example code will open by default nodes up to third level.\n\nreturn nodeCtx.level <= 2;\n\n**/\n ',
    nodeDisabledFunction:
      "/**\n\n// Function should return boolean value indicating whether current node should be disabled (not selectable).\n\n// The following example code will disable current node according to the value of example 'nodeDisabled' attribute.\n\nvar data = nodeCtx.data;\nif (data.hasOwnProperty('nodeDisabled') && data['nodeDisabled'] !== null) {\n    return data['nodeDisabled'] === 'true';\n} else {\n    return false;\n}\n  \n**/\n",
    nodeIconFunction:
      "/** \n\n// Function should return node icon info object.\n// Resulting object should contain either 'materialIcon' or 'iconUrl' property. \n// Where:\n    - 'materialIcon' - name of the material icon to be used from the Material Icons Library (https://material.io/tools/icons);\n    - 'iconUrl' - url of the external image to be used as node icon.\n// Function can return 'default' string value. In this case default icons according to entity type will be used.\n\n// The following example code shows how to use external image for devices which name starts with 'Test' and use \n// default icons for the rest of entities.\n\nvar entity = nodeCtx.entity;\nif (entity.id.entityType === 'DEVICE' && entity.name.startsWith('Test')) {\n    return {iconUrl: 'https://avatars1.githubusercontent.com/u/14793288?v=4&s=117'};\n} else {\n    return 'default';\n}\n \n**/",
    nodeTextFunction:
      "/**\n\n// Function should return text (can be HTML code) for the current node.\n\n// The following example code will generate node text consisting of entity name and temperature if temperature value is present in entity attributes/timeseries.\n\nvar data =  nodeCtx.data;\nvar entity = nodeCtx.entity;\nvar text = entity.name;\nif (data.hasOwnProperty('temperature') && data['temperature'] !== null) {\n    text += \" <b>\"+ data['temperature'] +\" °C</b>\";\n}\nreturn text;\n\n**/",
    nodesSortFunction:
      '/**\n\n// This function is used to sort nodes of the same level. Function should compare two nodes and return \n// integer value: \n//     - less than 0 - sort nodeCtx1 to an index lower than nodeCtx2\n//     - 0 - leave nodeCtx1 and nodeCtx2 unchanged with respect to each other\n//     - greater than 0 - sort nodeCtx2 to an index lower than nodeCtx1\n\n// The following example code will sort entities first by entity type in alphabetical order then\n// by entity name in alphabetical order.\n\nvar result = nodeCtx1.entity.id.entityType.localeCompare(nodeCtx2.entity.id.entityType);\nif (result === 0) {\n    result = nodeCtx1.entity.name.localeCompare(nodeCtx2.entity.name);\n}\nreturn result;\n  \n**/',
  },
  title: 'Entities hierarchy',
  dropShadow: true,
  enableFullscreen: true,
  titleStyle: {
    fontSize: '16px',
    fontWeight: 400,
    padding: '5px 10px 5px 10px',
  },
  useDashboardTimewindow: false,
  showLegend: false,
  datasources: [
    {
      type: 'function',
      name: 'Simulated',
      dataKeys: [
        {
          name: 'f(x)',
          type: 'function',
          label: 'Sin',
          color: '#2196f3',
          settings: {
            columnWidth: '0px',
            useCellStyleFunction: false,
            cellStyleFunction: '',
            useCellContentFunction: false,
            cellContentFunction: '',
          },
          _hash: 0.472295003170325,
          funcBody: 'return Math.round(1000*Math.sin(time/5000));',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Cos',
          color: '#4caf50',
          settings: {
            columnWidth: '0px',
            useCellStyleFunction: false,
            cellStyleFunction: '',
            useCellContentFunction: false,
            cellContentFunction: '',
          },
          _hash: 0.8926244886945558,
          funcBody: 'return Math.round(1000*Math.cos(time/5000));',
        },
        {
          name: 'f(x)',
          type: 'function',
          label: 'Random',
          color: '#f44336',
          settings: {
            columnWidth: '0px',
            useCellStyleFunction: false,
            cellStyleFunction: '',
            useCellContentFunction: false,
            cellContentFunction: '',
          },
          _hash: 0.6401141393938932,
          funcBody:
            'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < -1000) {\n\tvalue = -1000;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;',
        },
      ],
    },
  ],
  widgetStyle: {},
  actions: {},
};
