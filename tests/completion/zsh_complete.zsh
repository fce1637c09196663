#!/usr/bin/env zsh -f
# Runs carckit's zsh completion (`carckit completion zsh`) outside an
# interactive shell, to test it: zsh's completion builtins only work inside a
# completion widget, so _arguments, compadd, _files, _sequence and _describe
# are stood in for here. The stand-in _arguments takes the spec for WANT
# (a position such as 1 or 2, or an option such as --ai) and runs its action
# as _arguments would: "(a b)" offers the words, "{code}" runs the code,
# anything else runs as a command line. compadd prints each word it is
# given, one a line; _files prints "FILES:" and its arguments.
#
#   zsh_complete.zsh SCRIPT WANT WORD...   (the words typed; the last is completed)
setopt extendedglob
script=$1 want=$2
shift 2
words=("$@")
CURRENT=$#words

compadd() {
  local -a out
  while (( $# )); do
    case $1 in
      -a) shift; out+=("${(@P)1}") ;;
      -|--) ;;
      -[PSJVX]) shift ;;
      -*) ;;
      *) out+=("$1") ;;
    esac
    shift
  done
  print -rl -- $out
}
_files() { print -r -- "FILES:$*" }
_sequence() { "$@" }
_describe() { local -a list; list=("${(@P)${@[-1]}}"); print -rl -- ${list%%:*} }
_arguments() {
  local spec action
  for spec; do
    [[ $spec == -s ]] && continue
    if [[ $want == [0-9*]## ]]; then
      [[ $spec == ${want}:* ]] || continue
      action=${spec#*:}
      action=${action#*:}
    else
      [[ $spec == (\([^\)]#\))#${want}\[* ]] || continue
      action=${spec#*\]}
      [[ $action == :* ]] || return 0  # a flag: nothing to complete
      action=${action#:}
      action=${action#*:}
    fi
    if [[ $action == \{*\} ]]; then
      eval "${action[2,-2]}"
    elif [[ $action == \(*\) ]]; then
      print -rl -- ${=action[2,-2]}
    else
      eval "$action"
    fi
    return 0
  done
  print -r -- "NO SPEC FOR $want"
  return 1
}
source "$script"
