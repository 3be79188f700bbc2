/** The secondary conversation rules' texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'secondary_rules.max_rules': 'Vous pouvez définir au plus :max règles.',
  'secondary_rules.duplicate_type': 'Chaque type de règle ne peut être utilisé qu’une seule fois.',
  'secondary_rules.question_not_allowed': 'Cette question ne peut pas servir de règle.',
  'secondary_rules.options_required': 'Choisissez au moins une option.',
  'secondary_rules.option_invalid': 'Ce choix ne fait pas partie de la question.',
  'secondary_rules.range_required': 'Indiquez une plage (minimum et maximum).',
  'secondary_rules.range_order': 'Le minimum ne peut pas dépasser le maximum.',
  'secondary_rules.range_limits': 'La plage doit être comprise entre :min et :max.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'secondary_rules.max_rules': 'You can set at most :max rules.',
  'secondary_rules.duplicate_type': 'Each type of rule may be used only once.',
  'secondary_rules.question_not_allowed': 'This question cannot be used as a rule.',
  'secondary_rules.options_required': 'Choose at least one option.',
  'secondary_rules.option_invalid': 'This choice is not part of the question.',
  'secondary_rules.range_required': 'Enter a range (minimum and maximum).',
  'secondary_rules.range_order': 'The minimum cannot be greater than the maximum.',
  'secondary_rules.range_limits': 'The range must be between :min and :max.',
};
