# Sourced by negative_cases.sh and planted_bugs.sh: find the one diagnostic line that proves a check
# failed for the expected reason, ignoring the source lines the compiler echoes around an error.

# compiler_error_line OUTPUT FILE TEXT: prints the first line of OUTPUT of the form
# `FILE:<line>:<column>: error: <message>` whose message contains TEXT; fails when there is none.
compiler_error_line() {
    FILE="$2" TEXT="$3" awk '
        BEGIN { prefix = ENVIRON["FILE"] ":" }
        index($0, prefix) == 1 {
            rest = substr($0, length(prefix) + 1)
            if (match(rest, /^[0-9]+:[0-9]+: error: /) && index(substr(rest, RLENGTH + 1), ENVIRON["TEXT"]) > 0) {
                print; found = 1; exit
            }
        }
        END { exit found ? 0 : 1 }
    ' "$1"
}

# lint_error_line OUTPUT FILE TEXT: prints the first line of the availability lint's OUTPUT of the
# form `error: FILE:<line>: <report>` whose report contains TEXT; fails when there is none.
lint_error_line() {
    FILE="$2" TEXT="$3" awk '
        BEGIN { prefix = "error: " ENVIRON["FILE"] ":" }
        index($0, prefix) == 1 {
            rest = substr($0, length(prefix) + 1)
            if (match(rest, /^[0-9]+: /) && index(substr(rest, RLENGTH + 1), ENVIRON["TEXT"]) > 0) {
                print; found = 1; exit
            }
        }
        END { exit found ? 0 : 1 }
    ' "$1"
}
