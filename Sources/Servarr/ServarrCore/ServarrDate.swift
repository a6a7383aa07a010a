import Foundation

/// Parses and formats the ISO 8601 dates Radarr and Sonarr emit.
///
/// The servers write .NET dates with seven fractional digits (`2024-11-21T10:15:26.6040396Z`),
/// without fractions (`2024-11-21T10:15:26Z`) and occasionally with a numeric offset or none;
/// `parse` accepts all of them, and plain dates (`2024-11-21`) as midnight UTC.
public enum ServarrDate {
    /// Parses a date; returns nil for anything that is not an ISO 8601 date.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// Formats a date in UTC with the given number of fractional digits (0...7).
    public static func format(_ date: Date, fractionalDigits: Int = 0) -> String {
        let digits = max(0, min(7, fractionalDigits))
        let interval = date.timeIntervalSince1970
        let seconds = Int64(interval.rounded(.down))
        let ticks = Int64(((interval - Double(seconds)) * 10_000_000).rounded(.down))
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = civil(fromDays: days)
        var result = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        result += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if digits > 0 {
            let fraction = pad(min(ticks, 9_999_999), 7)
            result += "." + fraction.prefix(digits)
        }
        return result + "Z"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var index = 0
        func number(_ count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for offset in index..<(index + count) {
                let byte = bytes[offset]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            index += count
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        if index == bytes.count { return Date(timeIntervalSince1970: Double(days * 86_400)) }
        guard index < bytes.count, bytes[index] == 84 || bytes[index] == 116 || bytes[index] == 32 else { return nil }
        index += 1
        guard let hour = number(2), expect(58), let minute = number(2), hour < 24, minute < 60 else { return nil }
        var second: Int64 = 0
        if expect(58) {
            guard let value = number(2), value < 61 else { return nil }
            second = value
        }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 46 || bytes[index] == 44 {
            index += 1
            var scale = 0.1
            var digits = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                fraction += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
                digits += 1
            }
            guard digits > 0 else { return nil }
        }
        var offset: Int64 = 0
        if index < bytes.count {
            let sign = bytes[index]
            if sign == 90 || sign == 122 {
                index += 1
            } else if sign == 43 || sign == 45 {
                index += 1
                guard let offsetHours = number(2) else { return nil }
                _ = expect(58)
                let offsetMinutes = number(2) ?? 0
                offset = (offsetHours * 3600 + offsetMinutes * 60) * (sign == 43 ? 1 : -1)
            } else {
                return nil
            }
        }
        guard index == bytes.count else { return nil }
        let total = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(total) + fraction)
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
