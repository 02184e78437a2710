import type { WidgetConfig } from '../../widget-config';

/** The platform's default config of the "Device admin table" type (`entity_admin_widgets.device_admin_table`), as its catalogue carries it. */
export const deviceAdminTableDefaultConfig: WidgetConfig = {
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
    entitiesTitle: 'Device admin table',
    enableSelectColumnDisplay: true,
    enableStickyHeader: true,
    enableStickyAction: true,
    reserveSpaceForHiddenAction: 'true',
    displayEntityLabel: false,
    useRowStyleFunction: false,
  },
  title: 'Device admin table',
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
        name: 'Add device',
        icon: 'add',
        type: 'customPretty',
        customHtml:
          '<form #addDeviceForm="ngForm" [formGroup]="addDeviceFormGroup"\n      (ngSubmit)="save()" style="width: 480px;">\n  <mat-toolbar fxLayout="row" color="primary">\n    <h2>Add device</h2>\n    <span fxFlex></span>\n    <button mat-button mat-icon-button\n            (click)="cancel()"\n            type="button">\n      <mat-icon class="material-icons">close</mat-icon>\n    </button>\n  </mat-toolbar>\n  <mat-progress-bar color="warn" mode="indeterminate" *ngIf="isLoading$ | async">\n  </mat-progress-bar>\n  <div style="height: 4px;" *ngIf="!(isLoading$ | async)"></div>\n  <div mat-dialog-content>\n      <div class="mat-padding" fxLayout="column">\n            <mat-form-field class="mat-block">\n                <mat-label>Device name</mat-label>\n                <input matInput formControlName="deviceName" required>\n                <mat-error *ngIf="addDeviceFormGroup.get(\'deviceName\').hasError(\'required\')">\n                    Device name is required.\n                </mat-error>\n            </mat-form-field>\n            <div fxLayout="row" fxLayoutGap="8px">\n                <tb-entity-subtype-autocomplete\n                    fxFlex="50"\n                    formControlName="deviceType"\n                    [required]="true"\n                    [entityType]="\'DEVICE\'"\n                ></tb-entity-subtype-autocomplete>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Label</mat-label>\n                    <input matInput formControlName="deviceLabel">\n                </mat-form-field>\n            </div>\n            <div formGroupName="attributes" fxLayout="row" fxLayoutGap="8px">\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Latitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="latitude">\n                </mat-form-field>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Longitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="longitude">\n                </mat-form-field>\n            </div>\n      </div>  \n  </div>\n  <div mat-dialog-actions fxLayout="row">\n    <span fxFlex></span>\n    <button mat-button color="primary"\n            type="button"\n            [disabled]="(isLoading$ | async)"\n            (click)="cancel()" cdkFocusInitial>\n      Cancel\n    </button>\n    <button mat-button mat-raised-button color="primary"\n            style="margin-right: 20px;"\n            type="submit"\n            [disabled]="(isLoading$ | async) || addDeviceForm.invalid || !addDeviceForm.dirty">\n      Create\n    </button>\n  </div>\n</form>\n',
        customCss: '',
        customFunction:
          "let $injector = widgetContext.$scope.$injector;\nlet customDialog = $injector.get(widgetContext.servicesMap.get('customDialog'));\nlet deviceService = $injector.get(widgetContext.servicesMap.get('deviceService'));\nlet attributeService = $injector.get(widgetContext.servicesMap.get('attributeService'));\n\nopenAddDeviceDialog();\n\nfunction openAddDeviceDialog() {\n    customDialog.customDialog(htmlTemplate, AddDeviceDialogController).subscribe();\n}\n\nfunction AddDeviceDialogController(instance) {\n    let vm = instance;\n    \n    vm.addDeviceFormGroup = vm.fb.group({\n      deviceName: ['', [vm.validators.required]],\n      deviceType: ['', [vm.validators.required]],\n      deviceLabel: [''],\n      attributes: vm.fb.group({\n          latitude: [null],\n          longitude: [null]\n      })      \n    });\n    \n    vm.cancel = function() {\n        vm.dialogRef.close(null);\n    };\n    \n    vm.save = function() {\n        vm.addDeviceFormGroup.markAsPristine();\n        let device = {\n            name: vm.addDeviceFormGroup.get('deviceName').value,\n            type: vm.addDeviceFormGroup.get('deviceType').value,\n            label: vm.addDeviceFormGroup.get('deviceLabel').value\n        };\n        deviceService.saveDevice(device).subscribe(\n            function (device) {\n                saveAttributes(device.id).subscribe(\n                    function () {\n                        widgetContext.updateAliases();\n                        vm.dialogRef.close(null);\n                    }\n                );\n            }\n        );\n    };\n    \n    function saveAttributes(entityId) {\n        let attributes = vm.addDeviceFormGroup.get('attributes').value;\n        let attributesArray = [];\n        for (let key in attributes) {\n            attributesArray.push({key: key, value: attributes[key]});\n        }\n        if (attributesArray.length > 0) {\n            return attributeService.saveEntityAttributes(entityId, \"SERVER_SCOPE\", attributesArray);\n        } else {\n            return widgetContext.rxjs.of([]);\n        }\n    }\n}",
        customResources: [],
        id: '70837a9d-c3de-a9a7-03c5-dccd14998758',
      },
    ],
    actionCellButton: [
      {
        name: 'Edit device',
        icon: 'edit',
        useShowWidgetActionFunction: null,
        showWidgetActionFunction: 'return true;',
        type: 'customPretty',
        customHtml:
          '<form #editDeviceForm="ngForm" [formGroup]="editDeviceFormGroup"\n      (ngSubmit)="save()" style="width: 480px;">\n  <mat-toolbar fxLayout="row" color="primary">\n    <h2>Edit device</h2>\n    <span fxFlex></span>\n    <button mat-button mat-icon-button\n            (click)="cancel()"\n            type="button">\n      <mat-icon class="material-icons">close</mat-icon>\n    </button>\n  </mat-toolbar>\n  <mat-progress-bar color="warn" mode="indeterminate" *ngIf="isLoading$ | async">\n  </mat-progress-bar>\n  <div style="height: 4px;" *ngIf="!(isLoading$ | async)"></div>\n  <div mat-dialog-content>\n      <div class="mat-padding" fxLayout="column">\n            <mat-form-field class="mat-block">\n                <mat-label>Device name</mat-label>\n                <input matInput formControlName="deviceName" required>\n                <mat-error *ngIf="editDeviceFormGroup.get(\'deviceName\').hasError(\'required\')">\n                    Device name is required.\n                </mat-error>\n            </mat-form-field>\n            <div fxLayout="row" fxLayoutGap="8px">\n                <tb-entity-subtype-autocomplete\n                    fxFlex="50"\n                    formControlName="deviceType"\n                    [required]="true"\n                    [entityType]="\'DEVICE\'"\n                ></tb-entity-subtype-autocomplete>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Label</mat-label>\n                    <input matInput formControlName="deviceLabel">\n                </mat-form-field>\n            </div>\n            <div formGroupName="attributes" fxLayout="row" fxLayoutGap="8px">\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Latitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="latitude">\n                </mat-form-field>\n                <mat-form-field fxFlex="50" class="mat-block">\n                    <mat-label>Longitude</mat-label>\n                    <input type="number" step="any" matInput formControlName="longitude">\n                </mat-form-field>\n            </div>\n      </div>  \n  </div>\n  <div mat-dialog-actions fxLayout="row">\n    <span fxFlex></span>\n    <button mat-button color="primary"\n            type="button"\n            [disabled]="(isLoading$ | async)"\n            (click)="cancel()" cdkFocusInitial>\n      Cancel\n    </button>\n    <button mat-button mat-raised-button color="primary"\n            style="margin-right: 20px;"\n            type="submit"\n            [disabled]="(isLoading$ | async) || editDeviceForm.invalid || !editDeviceForm.dirty">\n      Update\n    </button>\n  </div>\n</form>\n',
        customCss: '',
        customFunction:
          "let $injector = widgetContext.$scope.$injector;\nlet customDialog = $injector.get(widgetContext.servicesMap.get('customDialog'));\nlet deviceService = $injector.get(widgetContext.servicesMap.get('deviceService'));\nlet attributeService = $injector.get(widgetContext.servicesMap.get('attributeService'));\n\nopenEditDeviceDialog();\n\nfunction openEditDeviceDialog() {\n    customDialog.customDialog(htmlTemplate, EditDeviceDialogController).subscribe();\n}\n\nfunction EditDeviceDialogController(instance) {\n    let vm = instance;\n    \n    vm.device = null;\n    vm.attributes = {};\n    \n    vm.editDeviceFormGroup = vm.fb.group({\n      deviceName: ['', [vm.validators.required]],\n      deviceType: ['', [vm.validators.required]],\n      deviceLabel: [''],\n      attributes: vm.fb.group({\n          latitude: [null],\n          longitude: [null]\n      })      \n    });\n    \n    vm.cancel = function() {\n        vm.dialogRef.close(null);\n    };\n    \n    vm.save = function() {\n        vm.editDeviceFormGroup.markAsPristine();\n        if (vm.editDeviceFormGroup.get('deviceType').value !== vm.device.type) {\n            delete vm.device.deviceProfileId;\n        }\n        vm.device.name = vm.editDeviceFormGroup.get('deviceName').value,\n        vm.device.type = vm.editDeviceFormGroup.get('deviceType').value,\n        vm.device.label = vm.editDeviceFormGroup.get('deviceLabel').value\n        deviceService.saveDevice(vm.device).subscribe(\n            function () {\n                saveAttributes().subscribe(\n                    function () {\n                        widgetContext.updateAliases();\n                        vm.dialogRef.close(null);\n                    }\n                );\n            }\n        );\n    };\n    \n    getEntityInfo();\n    \n    function getEntityInfo() {\n        deviceService.getDevice(entityId.id).subscribe(\n            function (device) {\n                attributeService.getEntityAttributes(entityId, 'SERVER_SCOPE',\n                                                    ['latitude', 'longitude']).subscribe(\n                   function (attributes) {\n                        for (let i = 0; i < attributes.length; i++) {\n                            vm.attributes[attributes[i].key] = attributes[i].value; \n                        }\n                        vm.device = device;\n                        vm.editDeviceFormGroup.patchValue(\n                            {\n                                deviceName: vm.device.name,\n                                deviceType: vm.device.type,\n                                deviceLabel: vm.device.label,\n                                attributes: {\n                                    latitude: vm.attributes.latitude,\n                                    longitude: vm.attributes.longitude\n                                }\n                            }, {emitEvent: false}\n                        );\n                   } \n                );\n            }\n        );    \n    }\n    \n    function saveAttributes() {\n        let attributes = vm.editDeviceFormGroup.get('attributes').value;\n        let attributesArray = [];\n        for (let key in attributes) {\n            attributesArray.push({key: key, value: attributes[key]});\n        }\n        if (attributesArray.length > 0) {\n            return attributeService.saveEntityAttributes(entityId, 'SERVER_SCOPE', attributesArray);\n        } else {\n            return widgetContext.rxjs.of([]);\n        }\n    }\n}",
        customResources: [],
        openInSeparateDialog: false,
        openInPopover: false,
        id: '93931e52-5d7c-903e-67aa-b9435df44ff4',
      },
      {
        name: 'Delete device',
        icon: 'delete',
        type: 'custom',
        customFunction:
          "let $injector = widgetContext.$scope.$injector;\nlet dialogs = $injector.get(widgetContext.servicesMap.get('dialogs'));\nlet deviceService = $injector.get(widgetContext.servicesMap.get('deviceService'));\n\nopenDeleteDeviceDialog();\n\nfunction openDeleteDeviceDialog() {\n    let title = \"Are you sure you want to delete the device \" + entityName +  \"?\";\n    let content = \"Be careful, after the confirmation, the device and all related data will become unrecoverable!\";\n    dialogs.confirm(title, content, 'Cancel', 'Delete').subscribe(\n        function (result) {\n            if (result) {\n                deleteDevice();\n            }\n        }\n    );\n}\n\nfunction deleteDevice() {\n    deviceService.deleteDevice(entityId.id).subscribe(\n        function () {\n            widgetContext.updateAliases();\n        }\n    );\n}\n",
        id: 'ec2708f6-9ff0-186b-e4fc-7635ebfa3074',
      },
    ],
  },
};
