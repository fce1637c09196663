#!/usr/bin/env python3
"""Checks YAML files against a carckit JSON Schema (docs/schema/).

  check_schema.py SCHEMA --valid FILE... --invalid FILE...

Every --valid file must pass and must name the schema in its
`# yaml-language-server: $schema=...` comment (when it has one, the path must
lead to SCHEMA); every --invalid file must fail. Prints one line per problem
and exits 1 if there was any. Needs python3-yaml and python3-jsonschema.
"""
import os
import re
import sys

import jsonschema
import yaml


def load(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def schema_comment(text):
    m = re.match(r"#\s*yaml-language-server:\s*\$schema=(\S+)", text)
    return m.group(1) if m else None


def main(argv):
    schema_path, mode, files = argv[1], None, {"--valid": [], "--invalid": [], "--valid-named": []}
    for arg in argv[2:]:
        if arg in files:
            mode = arg
        else:
            files[mode].append(arg)
    schema = yaml.safe_load(load(schema_path))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    problems = []
    for path in files["--valid"] + files["--valid-named"]:
        text = load(path)
        for err in validator.iter_errors(yaml.safe_load(text)):
            where = "/".join(str(p) for p in err.absolute_path)
            problems.append(f"{path}: {where}: {err.message}")
        ref = schema_comment(text)
        if path in files["--valid-named"] and ref is None:
            problems.append(f"{path}: no '# yaml-language-server: $schema=' comment on line 1")
        if ref is not None:
            target = os.path.normpath(os.path.join(os.path.dirname(path), ref))
            if not os.path.samefile(target, schema_path):
                problems.append(f"{path}: $schema={ref} does not lead to {schema_path}")
    for path in files["--invalid"]:
        if not list(validator.iter_errors(yaml.safe_load(load(path)))):
            problems.append(f"{path}: passes the schema but must not")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
