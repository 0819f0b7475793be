/**
 * What composition works on: a design's instances (each a parsed template under a name that
 * prefixes everything it brings) and the connections between them, by instance id.
 */
export interface DesignPart {
  instance_id: string;
  /** the prefix of the instance's logical ids, parameters, conditions, mappings and outputs */
  name: string;
  /** the template as plain data, intrinsics in long form (`parseTemplate`'s body) */
  body: Record<string, unknown>;
  /** the instance's values as text; blanks and fed parameters are left out of the stack's values */
  parameter_values: Readonly<Record<string, string>>;
}

/** An output of one instance feeding a parameter of another (the API's connection fields). */
export interface DesignWire {
  source_instance_id: string;
  source_output: string;
  target_instance_id: string;
  target_parameter: string;
}

export interface ComposedTemplate {
  /** one CloudFormation template holding every instance */
  body: Record<string, unknown>;
  /** the composed stack's parameter values, by composed (prefixed) parameter name */
  parameterValues: Record<string, string>;
  /** what kept a connection or an instance from composing as asked, in words for the user */
  errors: string[];
}
