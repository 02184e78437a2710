import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Asset admin table" type (`entity_admin_widgets.asset_admin_table`), as its catalogue carries it. */
export const assetAdminTableDefaultConfig: WidgetConfig = {
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
    enableSearch: true,
    displayPagination: true,
    defaultPageSize: 10,
    defaultSortOrder: 'entityName',
    displayEntityName: true,
    displayEntityType: true,
    entitiesTitle: 'Asset admin table',
    enableSelectColumnDisplay: true,
  },
  title: 'Asset admin table',
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
  showTitleIcon: false,
  titleIcon: 'more_horiz',
  iconColor: 'rgba(0, 0, 0, 0.87)',
  iconSize: '24px',
  titleTooltip: '',
  widgetStyle: {},
  displayTimewindow: true,
  actions: {
    headerButton: [
      {
        name: 'Add asset',
        icon: 'add',
        type: 'customPretty',
        customHtml:
          '<form #addAssetForm="ngForm" [formGroup]="addAssetFormGroup"\n      (ngSubmit)="save()" style="width: 480px;">\n  <mat-toolbar fxLayout="row" color="primary">\n    <h2>Add asset</h2>\n    <span fxFlex></span>\n    <button mat-button mat-icon-button\n            (click)="cancel()"\n            type="button">\n      <mat-icon class="material-icons">close</mat-icon>\n    </button>\n  </mat-toolbar>\n  <mat-progress-bar color="warn" mode="indeterminate" *ngIf="isLoading$ | async">\n  </mat-progress-bar>\n  <div style="height: 4px;" *ngIf="!(isLoading$ | async)"></div>\n  <div mat-dialog-content>\n      <div class="mat-padding" fxLayout="column">\n            <mat-form-field class="mat-block">\n                <mat-label>Asset name</mat-label>\n                <input matInput formControlName="assetName" required>\n                <mat-error *ngIf="addAssetFormGroup.get(\'assetName\').hasError(\'required\')">\n                    Asset name is required.\n                </mat-error>\n            </mat-form-field>\n            <div fxLayout="row" fxLayoutGap="8px">\n                <tb-entity-subtype-autocomplete\n                    fxFlex="50"\n                    formControlName="assetType"\n                    [required]="true"\n                    [entityType]="\'ASSET\'"\n                ></tb-entity-subtype-autocomplete>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Label</mat-label>\n                    <input matInput formControlName="assetLabel">\n                </mat-form-field>\n            </div>\n            <div formGroupName="attributes" fxLayout="row" fxLayoutGap="8px">\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Latitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="latitude">\n                </mat-form-field>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Longitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="longitude">\n                </mat-form-field>\n            </div>\n      </div>  \n  </div>\n  <div mat-dialog-actions fxLayout="row">\n    <span fxFlex></span>\n    <button mat-button color="primary"\n            type="button"\n            [disabled]="(isLoading$ | async)"\n            (click)="cancel()" cdkFocusInitial>\n      Cancel\n    </button>\n    <button mat-button mat-raised-button color="primary"\n            style="margin-right: 20px;"\n            type="submit"\n            [disabled]="(isLoading$ | async) || addAssetForm.invalid || !addAssetForm.dirty">\n      Create\n    </button>\n  </div>\n</form>\n',
        customCss: '',
        customFunction:
          "let $injector = widgetContext.$scope.$injector;\nlet customDialog = $injector.get(widgetContext.servicesMap.get('customDialog'));\nlet assetService = $injector.get(widgetContext.servicesMap.get('assetService'));\nlet attributeService = $injector.get(widgetContext.servicesMap.get('attributeService'));\n\nopenAddAssetDialog();\n\nfunction openAddAssetDialog() {\n    customDialog.customDialog(htmlTemplate, AddAssetDialogController).subscribe();\n}\n\nfunction AddAssetDialogController(instance) {\n    let vm = instance;\n    \n    vm.addAssetFormGroup = vm.fb.group({\n      assetName: ['', [vm.validators.required]],\n      assetType: ['', [vm.validators.required]],\n      assetLabel: [''],\n      attributes: vm.fb.group({\n          latitude: [null],\n          longitude: [null]\n      })      \n    });\n    \n    vm.cancel = function() {\n        vm.dialogRef.close(null);\n    };\n    \n    vm.save = function() {\n        vm.addAssetFormGroup.markAsPristine();\n        let asset = {\n            name: vm.addAssetFormGroup.get('assetName').value,\n            type: vm.addAssetFormGroup.get('assetType').value,\n            label: vm.addAssetFormGroup.get('assetLabel').value\n        };\n        assetService.saveAsset(asset).subscribe(\n            function (asset) {\n                saveAttributes(asset.id).subscribe(\n                    function () {\n                        widgetContext.updateAliases();\n                        vm.dialogRef.close(null);\n                    }\n                );\n            }\n        );\n    };\n    \n    function saveAttributes(entityId) {\n        let attributes = vm.addAssetFormGroup.get('attributes').value;\n        let attributesArray = [];\n        for (let key in attributes) {\n            attributesArray.push({key: key, value: attributes[key]});\n        }\n        if (attributesArray.length > 0) {\n            return attributeService.saveEntityAttributes(entityId, \"SERVER_SCOPE\", attributesArray);\n        } else {\n            return widgetContext.rxjs.of([]);\n        }\n    }\n}",
        customResources: [],
        id: '70837a9d-c3de-a9a7-03c5-dccd14998758',
      },
    ],
    actionCellButton: [
      {
        name: 'Edit asset',
        icon: 'edit',
        type: 'customPretty',
        customHtml:
          '<form #editAssetForm="ngForm" [formGroup]="editAssetFormGroup"\n      (ngSubmit)="save()" style="width: 480px;">\n  <mat-toolbar fxLayout="row" color="primary">\n    <h2>Edit asset</h2>\n    <span fxFlex></span>\n    <button mat-button mat-icon-button\n            (click)="cancel()"\n            type="button">\n      <mat-icon class="material-icons">close</mat-icon>\n    </button>\n  </mat-toolbar>\n  <mat-progress-bar color="warn" mode="indeterminate" *ngIf="isLoading$ | async">\n  </mat-progress-bar>\n  <div style="height: 4px;" *ngIf="!(isLoading$ | async)"></div>\n  <div mat-dialog-content>\n      <div class="mat-padding" fxLayout="column">\n            <mat-form-field class="mat-block">\n                <mat-label>Asset name</mat-label>\n                <input matInput formControlName="assetName" required>\n                <mat-error *ngIf="editAssetFormGroup.get(\'assetName\').hasError(\'required\')">\n                    Asset name is required.\n                </mat-error>\n            </mat-form-field>\n            <div fxLayout="row" fxLayoutGap="8px">\n                <tb-entity-subtype-autocomplete\n                    fxFlex="50"\n                    formControlName="assetType"\n                    [required]="true"\n                    [entityType]="\'ASSET\'"\n                ></tb-entity-subtype-autocomplete>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Label</mat-label>\n                    <input matInput formControlName="assetLabel">\n                </mat-form-field>\n            </div>\n            <div formGroupName="attributes" fxLayout="row" fxLayoutGap="8px">\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Latitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="latitude">\n                </mat-form-field>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Longitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="longitude">\n                </mat-form-field>\n            </div>\n      </div>  \n  </div>\n  <div mat-dialog-actions fxLayout="row">\n    <span fxFlex></span>\n    <button mat-button color="primary"\n            type="button"\n            [disabled]="(isLoading$ | async)"\n            (click)="cancel()" cdkFocusInitial>\n      Cancel\n    </button>\n    <button mat-button mat-raised-button color="primary"\n            type="submit"\n            style="margin-right: 20px;"\n            [disabled]="(isLoading$ | async) || editAssetForm.invalid || !editAssetForm.dirty">\n      Update\n    </button>\n  </div>\n</form>\n',
        customCss: '',
        customFunction:
          "let $injector = widgetContext.$scope.$injector;\nlet customDialog = $injector.get(widgetContext.servicesMap.get('customDialog'));\nlet assetService = $injector.get(widgetContext.servicesMap.get('assetService'));\nlet attributeService = $injector.get(widgetContext.servicesMap.get('attributeService'));\n\nopenEditAssetDialog();\n\nfunction openEditAssetDialog() {\n    customDialog.customDialog(htmlTemplate, EditAssetDialogController).subscribe();\n}\n\nfunction EditAssetDialogController(instance) {\n    let vm = instance;\n    \n    vm.asset = null;\n    vm.attributes = {};\n    \n    vm.editAssetFormGroup = vm.fb.group({\n      assetName: ['', [vm.validators.required]],\n      assetType: ['', [vm.validators.required]],\n      assetLabel: [''],\n      attributes: vm.fb.group({\n          latitude: [null],\n          longitude: [null]\n      })      \n    });\n    \n    vm.cancel = function() {\n        vm.dialogRef.close(null);\n    };\n    \n    vm.save = function() {\n        vm.editAssetFormGroup.markAsPristine();\n        vm.asset.name = vm.editAssetFormGroup.get('assetName').value,\n        vm.asset.type = vm.editAssetFormGroup.get('assetType').value,\n        vm.asset.label = vm.editAssetFormGroup.get('assetLabel').value\n        assetService.saveAsset(vm.asset).subscribe(\n            function () {\n                saveAttributes().subscribe(\n                    function () {\n                        widgetContext.updateAliases();\n                        vm.dialogRef.close(null);\n                    }\n                );\n            }\n        );\n    };\n    \n    getEntityInfo();\n    \n    function getEntityInfo() {\n        assetService.getAsset(entityId.id).subscribe(\n            function (asset) {\n                attributeService.getEntityAttributes(entityId, 'SERVER_SCOPE',\n                                                    ['latitude', 'longitude']).subscribe(\n                   function (attributes) {\n                        for (let i = 0; i < attributes.length; i++) {\n                            vm.attributes[attributes[i].key] = attributes[i].value; \n                        }\n                        vm.asset = asset;\n                        vm.editAssetFormGroup.patchValue(\n                            {\n                                assetName: vm.asset.name,\n                                assetType: vm.asset.type,\n                                assetLabel: vm.asset.label,\n                                attributes: {\n                                    latitude: vm.attributes.latitude,\n                                    longitude: vm.attributes.longitude\n                                }\n                            }, {emitEvent: false}\n                        );\n                   } \n                );\n            }\n        );    \n    }\n    \n    function saveAttributes() {\n        let attributes = vm.editAssetFormGroup.get('attributes').value;\n        let attributesArray = [];\n        for (let key in attributes) {\n            attributesArray.push({key: key, value: attributes[key]});\n        }\n        if (attributesArray.length > 0) {\n            return attributeService.saveEntityAttributes(entityId, 'SERVER_SCOPE', attributesArray);\n        } else {\n            return widgetContext.rxjs.of([]);\n        }\n    }\n}",
        customResources: [],
        id: '93931e52-5d7c-903e-67aa-b9435df44ff4',
      },
      {
        name: 'Delete asset',
        icon: 'delete',
        type: 'custom',
        customFunction:
          "let $injector = widgetContext.$scope.$injector;\nlet dialogs = $injector.get(widgetContext.servicesMap.get('dialogs'));\nlet assetService = $injector.get(widgetContext.servicesMap.get('assetService'));\n\nopenDeleteAssetDialog();\n\nfunction openDeleteAssetDialog() {\n    let title = \"Are you sure you want to delete the asset \" + entityName +  \"?\";\n    let content = \"Be careful, after the confirmation, the asset and all related data will become unrecoverable!\";\n    dialogs.confirm(title, content, 'Cancel', 'Delete').subscribe(\n        function (result) {\n            if (result) {\n                deleteAsset();\n            }\n        }\n    );\n}\n\nfunction deleteAsset() {\n    assetService.deleteAsset(entityId.id).subscribe(\n        function () {\n            widgetContext.updateAliases();\n        }\n    );\n}\n",
        id: 'ec2708f6-9ff0-186b-e4fc-7635ebfa3074',
      },
    ],
  },
};
