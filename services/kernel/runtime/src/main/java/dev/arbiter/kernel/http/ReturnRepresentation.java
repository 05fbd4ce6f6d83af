package dev.arbiter.kernel.http;

import java.util.Locale;

/**
 * {@code Prefer: return=representation} on a command (RFC 7240): the answer then carries
 * {@code next} after the receipt's own members, and says so in {@code Preference-Applied}.
 */
public final class ReturnRepresentation {

    public static final String APPLIED_HEADER = "Preference-Applied";
    public static final String APPLIED = "return=representation";

    private ReturnRepresentation() {
    }

    /** Whether a Prefer header asks for it; other preferences, and their parameters, are ignored. */
    public static boolean asked(String prefer) {
        if (prefer == null) {
            return false;
        }
        for (String preference : prefer.split(",")) {
            String[] nameAndValue = preference.split(";", 2)[0].split("=", 2);
            if (nameAndValue.length == 2 && nameAndValue[0].trim().toLowerCase(Locale.ROOT).equals("return")
                    && nameAndValue[1].trim().replace("\"", "").toLowerCase(Locale.ROOT).equals("representation")) {
                return true;
            }
        }
        return false;
    }

    /** The stored receipt, its bytes untouched, with {@code next} added as its last member. */
    public static String withNext(String receipt, String next) {
        return receipt.substring(0, receipt.lastIndexOf('}')) + ",\"next\":" + next + "}";
    }
}
