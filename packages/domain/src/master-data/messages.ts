/** Texts of spec 02, reproduced exactly, and the messages RideDesk adds where the spec is silent. */
export const MASTER_DATA_MESSAGES = {
  duplicateVin: 'Duplicate VIN!!',
  onlyImages: 'Only images allowed!!',
  validFile: 'Valid File!!!!',
  confirmDisable: 'Are you sure to Disable?',
  confirmEnable: 'Are you sure to Enable?',
  maxFifty: 'Maximum of 50 characters allowed',
  imageTooLarge: 'The image must be 5 MB or smaller',
  chooseImageFile: 'Please choose an image file',
  selectAtLeastOne: 'Please select at least one item',
  chooseProviderSite: 'Please choose a provider site first',
} as const;

/** 422: a record shared with other sites is edited only at master level (spec 02 sections 2 and 6). */
export const sharedRecordMessage = (label: string) =>
  `This ${label} is shared with other sites and cannot be edited here`;

export const duplicateNameMessage = (label: string, name: string) =>
  `A ${label} named "${name}" is already on this site`;

export const alreadyAddedMessage = (label: string, name: string) => `The ${label} "${name}" is already on this site`;

/** The confirmation asked before a Disable or Enable action. */
export const enableDisablePrompt = (isEnabled: boolean) =>
  isEnabled ? MASTER_DATA_MESSAGES.confirmDisable : MASTER_DATA_MESSAGES.confirmEnable;
