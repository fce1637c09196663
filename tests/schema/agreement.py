#!/usr/bin/env python3
"""Checks that the tile-spec schema and `carckit validate` agree.

  agreement.py CARCKIT SCHEMA WORKDIR SPEC... [--mutate SPEC...]

The schema checks structure, carckit also the rules, so they agree when
every spec carckit accepts passes the schema, and no spec the schema accepts
gets one of carckit's structural errors (STRUCTURAL). Checked on the SPEC files
given and on specs generated from each --mutate SPEC: every scalar and list in
the spec replaced, one at a time, by each value of VALUES (quoted numbers and booleans, numbers out
of range, the wrong type, YAML 1.1 words). Files are read as editors read
them, YAML 1.2's core schema: `yes` and `on` are text, not true.
Prints one line per disagreement and exits 1 if there was any.
"""
import copy
import json
import os
import re
import subprocess
import sys

import jsonschema
import yaml


class Yaml12Loader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core booleans (true/false only)."""


Yaml12Loader.yaml_implicit_resolvers = {
    k: [(tag, regexp) for tag, regexp in v if tag != "tag:yaml.org,2002:bool"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))

# Values that a careless hand or another tool writes. Strings that look like
# numbers or booleans are written quoted by yaml.safe_dump.
VALUES = ["2", 2, 0, -1, 1000, 1.5, True, "true", "yes", None, [], {}, "", "N", "x" * 201, "\u00e9" * 150]


# carckit's error codes for what a schema can say: a value's type or range,
# a key unknown, missing or too long. Other codes are the rules' (edges
# against features, the deck), beyond a schema.
STRUCTURAL = {"type", "range", "unknown-key", "missing-key", "too-long"}


def paths(node, prefix=()):
    """Every path to a scalar or list in `node`, depth first."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k,)
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix + (i,)
            yield from paths(v, prefix + (i,))


def replaced(doc, path, value):
    out = copy.deepcopy(doc)
    node = out
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value
    return out


def carckit_verdicts(carckit, files):
    """{file: (valid, error codes)} from one `carckit validate --format json` run."""
    r = subprocess.run([carckit, "validate", "--format", "json", *files],
                       capture_output=True, text=True)
    try:
        docs = [json.loads(r.stdout)]
    except json.JSONDecodeError:  # an older carckit: one object per line
        docs = [json.loads(line) for line in r.stdout.splitlines() if line.strip()]
    verdicts = {}
    for d in docs:
        for f in d.get("files", [d]):
            verdicts[f["file"]] = (f["valid"], {e["code"] for e in f["errors"]})
    missing = [f for f in files if f not in verdicts]
    if missing:
        sys.exit(f"carckit gave no verdict for {missing[:3]} (exit {r.returncode}): {r.stderr[:500]}")
    return verdicts


def main(argv):
    carckit, schema_path, work = argv[1], argv[2], argv[3]
    with open(schema_path, encoding="utf-8") as f:
        validator = jsonschema.Draft7Validator(json.load(f))
    cases = {}  # file -> what it is
    mutate = False
    for spec in argv[4:]:
        if spec == "--mutate":
            mutate = True
            continue
        cases[spec] = spec
        if not mutate:
            continue
        with open(spec, encoding="utf-8") as f:
            doc = yaml.load(f, Loader=Yaml12Loader)
        # The copies live in WORKDIR: a relative base is made absolute.
        ext = doc.get("set", {}).get("extends", "")
        if ext.endswith(".yaml") and not os.path.isabs(ext):
            doc["set"]["extends"] = os.path.abspath(os.path.join(os.path.dirname(spec), ext))
        stem = os.path.splitext(os.path.basename(spec))[0]
        for n, path in enumerate(paths(doc)):
            for m, value in enumerate(VALUES):
                name = os.path.join(work, f"{stem}-{n}-{m}.yaml")
                with open(name, "w", encoding="utf-8") as out:
                    yaml.safe_dump(replaced(doc, path, value), out, allow_unicode=True, sort_keys=False)
                cases[name] = f"{spec} with {'.'.join(map(str, path))} = {value!r}"
    verdicts = carckit_verdicts(carckit, list(cases))
    problems = []
    for name, what in cases.items():
        try:
            with open(name, encoding="utf-8") as f:
                errors = list(validator.iter_errors(yaml.load(f, Loader=Yaml12Loader)))
        except (yaml.YAMLError, UnicodeDecodeError) as e:  # not YAML: carckit must refuse it too
            errors = [jsonschema.ValidationError(f"not YAML: {e}")]
        valid, codes = verdicts[name]
        if valid and errors:
            where = "/".join(map(str, errors[0].absolute_path))
            problems.append(f"{what}: carckit accepts it, the schema does not ({where}: {errors[0].message})")
        if not errors and codes & STRUCTURAL:
            problems.append(f"{what}: the schema accepts it, carckit does not ({', '.join(sorted(codes & STRUCTURAL))})")
    for p in problems:
        print(p)
    print(f"{len(cases)} specs, {len(problems)} disagreements", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
