#!/usr/bin/env python3
"""Checks carckit's JSON outputs against their schemas (docs/schema/).

  check_json.py SCHEMA_DIR CODES_DOC CASE_DIR

CASE_DIR holds, for each case N, N.out (what the command printed on stdout),
N.exit (its exit code) and N.schema (the schema's name, e.g. "validate"; the
failure document's is "failure"), and for a case that must be refused, N.bad.
Each output must be exactly one JSON document (json.load reads it) that passes
<name>-output.schema.json; a document's `exit_code` must be the exit code; each
error `code` must be listed in CODES_DOC (docs/json.md). A .bad case must fail
one of these checks, so the checks are not vacuous. Prints one line per
problem and exits 1 if there was any. Needs python3-jsonschema.
"""
import glob
import json
import os
import re
import sys

import jsonschema


def codes_in(doc):
    """Every error or warning `code` in a document."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            if k in ("errors", "warnings") and isinstance(v, list):
                for e in v:
                    if isinstance(e, dict) and "code" in e:
                        yield e["code"]
            else:
                yield from codes_in(v)
    elif isinstance(doc, list):
        for v in doc:
            yield from codes_in(v)


def problems_of(text, exit_code, validator, listed):
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        return [f"not one JSON document: {e}"]
    if not text.endswith("}\n"):
        return ["the document does not end in a newline"]
    out = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(doc)]
    if isinstance(doc, dict) and "exit_code" in doc and doc["exit_code"] != exit_code:
        out.append(f"exit_code is {doc['exit_code']}, the run exited {exit_code}")
    out += [f"code {c!r} is not listed in docs/json.md" for c in sorted(set(codes_in(doc))) if c not in listed]
    return out


def main(argv):
    schema_dir, codes_doc, case_dir = argv[1:4]
    with open(codes_doc, encoding="utf-8") as f:
        listed = set(re.findall(r"`([a-z]+(?:-[a-z]+)*)`", f.read()))
    validators = {}
    problems = []
    cases = sorted(glob.glob(os.path.join(case_dir, "*.out")))
    for out in cases:
        base = out[:-4]
        with open(base + ".schema", encoding="utf-8") as f:
            name = f.read().strip()
        if name not in validators:
            with open(os.path.join(schema_dir, f"{name}-output.schema.json"), encoding="utf-8") as f:
                schema = json.load(f)
            jsonschema.Draft7Validator.check_schema(schema)
            validators[name] = jsonschema.Draft7Validator(schema)
        with open(base + ".exit", encoding="utf-8") as f:
            exit_code = int(f.read())
        with open(out, encoding="utf-8") as f:
            text = f.read()
        found = problems_of(text, exit_code, validators[name], listed)
        with open(base + ".cmd", encoding="utf-8") as f:
            what = f.read().strip()
        if os.path.exists(base + ".bad"):
            if not found:
                problems.append(f"{what}: passes the checks but must not")
        else:
            problems += [f"{what}: {p}" for p in found]
    for p in problems:
        print(p)
    print(f"{len(cases)} outputs checked", file=sys.stderr)
    return 1 if problems or not cases else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
