// W2/W3 of the machine benchmark: a 50-state ring with 3 allowed events per state (of 5).
// The hand-written `switch (state, event)` baseline is spelled out in full, as a person would
// write it; `MachineRing.rules` gives Stagehand the same rules.

/// The 50 states of the ring.
enum Ring: UInt8, Hashable, Sendable, CaseIterable {
    case s0, s1, s2, s3, s4, s5, s6, s7, s8, s9
    case s10, s11, s12, s13, s14, s15, s16, s17, s18, s19
    case s20, s21, s22, s23, s24, s25, s26, s27, s28, s29
    case s30, s31, s32, s33, s34, s35, s36, s37, s38, s39
    case s40, s41, s42, s43, s44, s45, s46, s47, s48, s49
}

/// The five events; each state allows three of them.
enum RingEvent: UInt8, Hashable, Sendable, CaseIterable {
    case next, back, skip, home, jump
}

enum MachineRing {
    /// Whether `event` is allowed in `state`: kinds `state % 5`, `+1` and `+2` (mod 5).
    static func allows(_ state: Int, _ event: Int) -> Bool { (event - state % 5 + 5) % 5 < 3 }

    /// Where `event` leads from `state`.
    static func target(_ state: Int, _ event: Int) -> Int {
        switch event {
        case 0: (state + 1) % 50
        case 1: (state + 49) % 50
        case 2: (state + 5) % 50
        case 3: 0
        default: (state + 25) % 50
        }
    }
}

/// The hand-written baseline: one `switch (state, event)` over every allowed pair.
struct RingSwitchMachine {
    var state: Ring = .s0

    /// Performs the transition and returns `true`, or returns `false` for a rejected event.
    @inline(__always)
    mutating func send(_ event: RingEvent) -> Bool {
        switch (state, event) {
        case (.s0, .next): state = .s1
        case (.s0, .back): state = .s49
        case (.s0, .skip): state = .s5
        case (.s1, .back): state = .s0
        case (.s1, .skip): state = .s6
        case (.s1, .home): state = .s0
        case (.s2, .skip): state = .s7
        case (.s2, .home): state = .s0
        case (.s2, .jump): state = .s27
        case (.s3, .next): state = .s4
        case (.s3, .home): state = .s0
        case (.s3, .jump): state = .s28
        case (.s4, .next): state = .s5
        case (.s4, .back): state = .s3
        case (.s4, .jump): state = .s29
        case (.s5, .next): state = .s6
        case (.s5, .back): state = .s4
        case (.s5, .skip): state = .s10
        case (.s6, .back): state = .s5
        case (.s6, .skip): state = .s11
        case (.s6, .home): state = .s0
        case (.s7, .skip): state = .s12
        case (.s7, .home): state = .s0
        case (.s7, .jump): state = .s32
        case (.s8, .next): state = .s9
        case (.s8, .home): state = .s0
        case (.s8, .jump): state = .s33
        case (.s9, .next): state = .s10
        case (.s9, .back): state = .s8
        case (.s9, .jump): state = .s34
        case (.s10, .next): state = .s11
        case (.s10, .back): state = .s9
        case (.s10, .skip): state = .s15
        case (.s11, .back): state = .s10
        case (.s11, .skip): state = .s16
        case (.s11, .home): state = .s0
        case (.s12, .skip): state = .s17
        case (.s12, .home): state = .s0
        case (.s12, .jump): state = .s37
        case (.s13, .next): state = .s14
        case (.s13, .home): state = .s0
        case (.s13, .jump): state = .s38
        case (.s14, .next): state = .s15
        case (.s14, .back): state = .s13
        case (.s14, .jump): state = .s39
        case (.s15, .next): state = .s16
        case (.s15, .back): state = .s14
        case (.s15, .skip): state = .s20
        case (.s16, .back): state = .s15
        case (.s16, .skip): state = .s21
        case (.s16, .home): state = .s0
        case (.s17, .skip): state = .s22
        case (.s17, .home): state = .s0
        case (.s17, .jump): state = .s42
        case (.s18, .next): state = .s19
        case (.s18, .home): state = .s0
        case (.s18, .jump): state = .s43
        case (.s19, .next): state = .s20
        case (.s19, .back): state = .s18
        case (.s19, .jump): state = .s44
        case (.s20, .next): state = .s21
        case (.s20, .back): state = .s19
        case (.s20, .skip): state = .s25
        case (.s21, .back): state = .s20
        case (.s21, .skip): state = .s26
        case (.s21, .home): state = .s0
        case (.s22, .skip): state = .s27
        case (.s22, .home): state = .s0
        case (.s22, .jump): state = .s47
        case (.s23, .next): state = .s24
        case (.s23, .home): state = .s0
        case (.s23, .jump): state = .s48
        case (.s24, .next): state = .s25
        case (.s24, .back): state = .s23
        case (.s24, .jump): state = .s49
        case (.s25, .next): state = .s26
        case (.s25, .back): state = .s24
        case (.s25, .skip): state = .s30
        case (.s26, .back): state = .s25
        case (.s26, .skip): state = .s31
        case (.s26, .home): state = .s0
        case (.s27, .skip): state = .s32
        case (.s27, .home): state = .s0
        case (.s27, .jump): state = .s2
        case (.s28, .next): state = .s29
        case (.s28, .home): state = .s0
        case (.s28, .jump): state = .s3
        case (.s29, .next): state = .s30
        case (.s29, .back): state = .s28
        case (.s29, .jump): state = .s4
        case (.s30, .next): state = .s31
        case (.s30, .back): state = .s29
        case (.s30, .skip): state = .s35
        case (.s31, .back): state = .s30
        case (.s31, .skip): state = .s36
        case (.s31, .home): state = .s0
        case (.s32, .skip): state = .s37
        case (.s32, .home): state = .s0
        case (.s32, .jump): state = .s7
        case (.s33, .next): state = .s34
        case (.s33, .home): state = .s0
        case (.s33, .jump): state = .s8
        case (.s34, .next): state = .s35
        case (.s34, .back): state = .s33
        case (.s34, .jump): state = .s9
        case (.s35, .next): state = .s36
        case (.s35, .back): state = .s34
        case (.s35, .skip): state = .s40
        case (.s36, .back): state = .s35
        case (.s36, .skip): state = .s41
        case (.s36, .home): state = .s0
        case (.s37, .skip): state = .s42
        case (.s37, .home): state = .s0
        case (.s37, .jump): state = .s12
        case (.s38, .next): state = .s39
        case (.s38, .home): state = .s0
        case (.s38, .jump): state = .s13
        case (.s39, .next): state = .s40
        case (.s39, .back): state = .s38
        case (.s39, .jump): state = .s14
        case (.s40, .next): state = .s41
        case (.s40, .back): state = .s39
        case (.s40, .skip): state = .s45
        case (.s41, .back): state = .s40
        case (.s41, .skip): state = .s46
        case (.s41, .home): state = .s0
        case (.s42, .skip): state = .s47
        case (.s42, .home): state = .s0
        case (.s42, .jump): state = .s17
        case (.s43, .next): state = .s44
        case (.s43, .home): state = .s0
        case (.s43, .jump): state = .s18
        case (.s44, .next): state = .s45
        case (.s44, .back): state = .s43
        case (.s44, .jump): state = .s19
        case (.s45, .next): state = .s46
        case (.s45, .back): state = .s44
        case (.s45, .skip): state = .s0
        case (.s46, .back): state = .s45
        case (.s46, .skip): state = .s1
        case (.s46, .home): state = .s0
        case (.s47, .skip): state = .s2
        case (.s47, .home): state = .s0
        case (.s47, .jump): state = .s22
        case (.s48, .next): state = .s49
        case (.s48, .home): state = .s0
        case (.s48, .jump): state = .s23
        case (.s49, .next): state = .s0
        case (.s49, .back): state = .s48
        case (.s49, .jump): state = .s24
        default: return false
        }
        return true
    }
}
