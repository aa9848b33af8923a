// Classifying events: the class of an event's name in the chart's descriptor tree (see
// ``StatechartEventClasses``), cached by the event's bytes for plain-data events.

extension Statechart {
    /// The class of an event (see ``StatechartEventClasses``). A plain-data event of up to 16
    /// bytes is looked up by its bytes in a fixed cache, so a repeated event costs no string
    /// work; equal bytes are the same value, hence the same name. A chart whose events carry a
    /// key (the table's `classifier`) is classified by the key's descriptor instead of a name.
    @inline(__always)
    @inlinable
    func eventClass(of event: Event) -> Int {
        guard _isPOD(Event.self) && MemoryLayout<Event>.size <= 16 else {
            if let classifier = program.table.classifier { return classOfKey(classifier(event)) }
            return Int(program.topology.eventClasses.classify(event.name))
        }
        if MemoryLayout<Event>.size == 1 {
            // A one-byte event is its own slot, so a filled slot holds its class.
            let byte = unsafeBitCast(event, to: UInt8.self)
            // In range: the cache has 256 slots, one per byte value.
            let cached = run.classCache[unchecked: Int(byte)]
            if cached >= 0 { return Int(cached) }
            return classifyAndCache(event, slot: Int(byte), key: (UInt64(byte), 0))
        }
        // In bounds: the guard above admits plain-data events of at most 16 bytes, and the key
        // is 16 bytes; both buffers live only for the closures' duration.
        var key: (UInt64, UInt64) = (0, 0)
        withUnsafeBytes(of: event) { source in
            withUnsafeMutableBytes(of: &key) { $0.copyMemory(from: source) }
        }
        let slot: Int
        if MemoryLayout<Event>.size == 0 {
            slot = 0
        } else {
            let mixed = (key.0 ^ (key.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
            slot = Int(truncatingIfNeeded: mixed >> 56)
        }
        // In range: a slot is below 256 (a top byte, or 0), the cache has 256 slots and the
        // keys 512.
        let cached = run.classCache[unchecked: slot]
        if cached >= 0 && run.classKeys[unchecked: 2 &* slot] == key.0
            && run.classKeys[unchecked: 2 &* slot &+ 1] == key.1
        {
            return Int(cached)
        }
        return classifyAndCache(event, slot: slot, key: key)
    }

    /// Classifies an event by its name and caches the class under its bytes.
    @inline(never)
    @inlinable
    func classifyAndCache(_ event: Event, slot: Int, key: (UInt64, UInt64)) -> Int {
        let found =
            program.table.classifier.map { Int32(truncatingIfNeeded: classOfKey($0(event))) }
            ?? program.topology.eventClasses.classify(event.name)
        run.classKeys[2 &* slot] = key.0
        run.classKeys[2 &* slot &+ 1] = key.1
        run.classCache[slot] = found
        return Int(found)
    }

    /// The class of a key an event carries (see ``StatechartTable/classifier``): its
    /// descriptor's, or 0 (no descriptor matches) for -1.
    @inlinable
    func classOfKey(_ key: Int) -> Int {
        key < 0 ? 0 : program.keyClasses[key]
    }

    /// The class of a signal's name.
    @inlinable
    func eventClass(of signal: Signal) -> Int {
        switch signal {
        case .event(let event): return eventClass(of: event)
        case .done(let state): return Int(program.topology.doneClass[program.table.index[state]!])
        }
    }
}
