export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.1"
  }
  public: {
    Tables: {
      analytics_snapshots: {
        Row: {
          created_at: string
          id: string
          snapshot_date: string
          top_service_categories: string[]
          total_brfs: number
          total_projects: number
          total_service_providers: number
        }
        Insert: {
          created_at?: string
          id?: string
          snapshot_date?: string
          top_service_categories?: string[]
          total_brfs?: number
          total_projects?: number
          total_service_providers?: number
        }
        Update: {
          created_at?: string
          id?: string
          snapshot_date?: string
          top_service_categories?: string[]
          total_brfs?: number
          total_projects?: number
          total_service_providers?: number
        }
        Relationships: []
      }
      audit_logs: {
        Row: {
          action: string
          created_at: string
          details: Json
          id: string
          resource_id: string | null
          resource_type: string
          user_id: string | null
        }
        Insert: {
          action: string
          created_at?: string
          details?: Json
          id?: string
          resource_id?: string | null
          resource_type: string
          user_id?: string | null
        }
        Update: {
          action?: string
          created_at?: string
          details?: Json
          id?: string
          resource_id?: string | null
          resource_type?: string
          user_id?: string | null
        }
        Relationships: []
      }
      award_proposals: {
        Row: {
          closed_at: string | null
          closed_by: string | null
          closed_by_joined_at: string | null
          closed_by_name: string | null
          id: string
          outcome: string | null
          project_id: string
          proposed_at: string
          proposed_by: string | null
          proposed_by_joined_at: string | null
          proposed_by_name: string | null
          quote_id: string
          reason: string | null
        }
        Insert: {
          closed_at?: string | null
          closed_by?: string | null
          closed_by_joined_at?: string | null
          closed_by_name?: string | null
          id?: string
          outcome?: string | null
          project_id: string
          proposed_at?: string
          proposed_by?: string | null
          proposed_by_joined_at?: string | null
          proposed_by_name?: string | null
          quote_id: string
          reason?: string | null
        }
        Update: {
          closed_at?: string | null
          closed_by?: string | null
          closed_by_joined_at?: string | null
          closed_by_name?: string | null
          id?: string
          outcome?: string | null
          project_id?: string
          proposed_at?: string
          proposed_by?: string | null
          proposed_by_joined_at?: string | null
          proposed_by_name?: string | null
          quote_id?: string
          reason?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "award_proposals_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "award_proposals_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "award_proposals_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      award_rule_changes: {
        Row: {
          award_requires_mfa: boolean
          award_signatures: number
          brf_id: string
          closed_at: string | null
          closed_by: string | null
          closed_by_name: string | null
          id: string
          outcome: string | null
          proposed_at: string
          proposed_by: string | null
          proposed_by_name: string | null
        }
        Insert: {
          award_requires_mfa: boolean
          award_signatures: number
          brf_id: string
          closed_at?: string | null
          closed_by?: string | null
          closed_by_name?: string | null
          id?: string
          outcome?: string | null
          proposed_at?: string
          proposed_by?: string | null
          proposed_by_name?: string | null
        }
        Update: {
          award_requires_mfa?: boolean
          award_signatures?: number
          brf_id?: string
          closed_at?: string | null
          closed_by?: string | null
          closed_by_name?: string | null
          id?: string
          outcome?: string | null
          proposed_at?: string
          proposed_by?: string | null
          proposed_by_name?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "award_rule_changes_brf_id_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      award_stand_ins: {
        Row: {
          called_at: string
          called_by: string | null
          called_by_name: string | null
          member_name: string | null
          project_id: string
          stands_in_for: string | null
          stands_in_for_name: string | null
          user_id: string
        }
        Insert: {
          called_at?: string
          called_by?: string | null
          called_by_name?: string | null
          member_name?: string | null
          project_id: string
          stands_in_for?: string | null
          stands_in_for_name?: string | null
          user_id: string
        }
        Update: {
          called_at?: string
          called_by?: string | null
          called_by_name?: string | null
          member_name?: string | null
          project_id?: string
          stands_in_for?: string | null
          stands_in_for_name?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "award_stand_ins_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "award_stand_ins_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      bid_opening_attendance: {
        Row: {
          how: string
          member_name: string | null
          project_id: string
          recorded_at: string
          user_id: string | null
        }
        Insert: {
          how: string
          member_name?: string | null
          project_id: string
          recorded_at?: string
          user_id?: string | null
        }
        Update: {
          how?: string
          member_name?: string | null
          project_id?: string
          recorded_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "bid_opening_attendance_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "bid_openings"
            referencedColumns: ["project_id"]
          },
        ]
      }
      bid_openings: {
        Row: {
          bids: Json
          checksum: string
          opened_at: string
          project_id: string
          withdrawn: Json
        }
        Insert: {
          bids: Json
          checksum: string
          opened_at: string
          project_id: string
          withdrawn: Json
        }
        Update: {
          bids?: Json
          checksum?: string
          opened_at?: string
          project_id?: string
          withdrawn?: Json
        }
        Relationships: [
          {
            foreignKeyName: "bid_openings_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bid_openings_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      board_events: {
        Row: {
          actor_id: string | null
          brf_id: string
          created_at: string
          details: Json
          id: string
          invited_by: string | null
          kind: string
          person_id: string | null
          previous_role: string | null
          role: string | null
        }
        Insert: {
          actor_id?: string | null
          brf_id: string
          created_at?: string
          details?: Json
          id?: string
          invited_by?: string | null
          kind: string
          person_id?: string | null
          previous_role?: string | null
          role?: string | null
        }
        Update: {
          actor_id?: string | null
          brf_id?: string
          created_at?: string
          details?: Json
          id?: string
          invited_by?: string | null
          kind?: string
          person_id?: string | null
          previous_role?: string | null
          role?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "board_events_brf_id_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      brf_members: {
        Row: {
          brf_id: string
          joined_at: string
          may_invite: boolean
          role: string
          user_id: string
        }
        Insert: {
          brf_id: string
          joined_at?: string
          may_invite?: boolean
          role: string
          user_id: string
        }
        Update: {
          brf_id?: string
          joined_at?: string
          may_invite?: boolean
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "brf_members_brf_id_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      brf_profiles: {
        Row: {
          award_requires_mfa: boolean
          award_signatures: number
          city: string
          contact_person_first_name: string | null
          contact_person_last_name: string | null
          created_at: string
          description: string | null
          email: string | null
          id: string
          number_of_apartments: number
          organization_name: string
          organization_number: string
          phone: string | null
          street_address: string
          street_number: string
          updated_at: string
          user_id: string | null
          website: string | null
          zip: string
        }
        Insert: {
          award_requires_mfa?: boolean
          award_signatures?: number
          city: string
          contact_person_first_name?: string | null
          contact_person_last_name?: string | null
          created_at?: string
          description?: string | null
          email?: string | null
          id?: string
          number_of_apartments: number
          organization_name: string
          organization_number: string
          phone?: string | null
          street_address: string
          street_number: string
          updated_at?: string
          user_id?: string | null
          website?: string | null
          zip: string
        }
        Update: {
          award_requires_mfa?: boolean
          award_signatures?: number
          city?: string
          contact_person_first_name?: string | null
          contact_person_last_name?: string | null
          created_at?: string
          description?: string | null
          email?: string | null
          id?: string
          number_of_apartments?: number
          organization_name?: string
          organization_number?: string
          phone?: string | null
          street_address?: string
          street_number?: string
          updated_at?: string
          user_id?: string | null
          website?: string | null
          zip?: string
        }
        Relationships: []
      }
      brf_public_profiles: {
        Row: {
          city: string | null
          id: string
          organization_name: string
          user_id: string | null
        }
        Insert: {
          city?: string | null
          id: string
          organization_name: string
          user_id?: string | null
        }
        Update: {
          city?: string | null
          id?: string
          organization_name?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "brf_public_profiles_id_fkey"
            columns: ["id"]
            isOneToOne: true
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      interest_declarations: {
        Row: {
          bidder_ids: string[]
          conflict_provider_ids: string[]
          conflict_provider_names: string[]
          declared_at: string
          id: string
          member_name: string | null
          project_id: string
          user_id: string | null
        }
        Insert: {
          bidder_ids?: string[]
          conflict_provider_ids?: string[]
          conflict_provider_names?: string[]
          declared_at?: string
          id?: string
          member_name?: string | null
          project_id: string
          user_id?: string | null
        }
        Update: {
          bidder_ids?: string[]
          conflict_provider_ids?: string[]
          conflict_provider_names?: string[]
          declared_at?: string
          id?: string
          member_name?: string | null
          project_id?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "interest_declarations_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "interest_declarations_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_preferences: {
        Row: {
          award_made: boolean
          award_proposed: boolean
          award_withdrawn: boolean
          board_changed: boolean
          created_at: string
          deadline_1month: boolean
          deadline_1week: boolean
          deadline_2weeks: boolean
          deadline_changed: boolean
          digest_hour: number
          email_award_made: boolean
          email_award_proposed: boolean
          email_award_withdrawn: boolean
          email_board_changed: boolean
          email_deadline_1month: boolean
          email_deadline_1week: boolean
          email_deadline_2weeks: boolean
          email_deadline_changed: boolean
          email_digest: boolean
          email_membership_requested: boolean
          email_new_message: boolean
          email_new_question: boolean
          email_new_quote: boolean
          email_notifications: boolean
          email_project_awarded: boolean
          email_project_cancelled: boolean
          email_project_deleted: boolean
          email_quote_receipt: boolean
          email_quote_viewed: boolean
          email_ready_to_award: boolean
          email_request_addendum: boolean
          membership_requested: boolean
          new_message: boolean
          new_question: boolean
          new_quote: boolean
          project_awarded: boolean
          project_cancelled: boolean
          project_deleted: boolean
          quote_receipt: boolean
          quote_viewed: boolean
          ready_to_award: boolean
          request_addendum: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          award_made?: boolean
          award_proposed?: boolean
          award_withdrawn?: boolean
          board_changed?: boolean
          created_at?: string
          deadline_1month?: boolean
          deadline_1week?: boolean
          deadline_2weeks?: boolean
          deadline_changed?: boolean
          digest_hour?: number
          email_award_made?: boolean
          email_award_proposed?: boolean
          email_award_withdrawn?: boolean
          email_board_changed?: boolean
          email_deadline_1month?: boolean
          email_deadline_1week?: boolean
          email_deadline_2weeks?: boolean
          email_deadline_changed?: boolean
          email_digest?: boolean
          email_membership_requested?: boolean
          email_new_message?: boolean
          email_new_question?: boolean
          email_new_quote?: boolean
          email_notifications?: boolean
          email_project_awarded?: boolean
          email_project_cancelled?: boolean
          email_project_deleted?: boolean
          email_quote_receipt?: boolean
          email_quote_viewed?: boolean
          email_ready_to_award?: boolean
          email_request_addendum?: boolean
          membership_requested?: boolean
          new_message?: boolean
          new_question?: boolean
          new_quote?: boolean
          project_awarded?: boolean
          project_cancelled?: boolean
          project_deleted?: boolean
          quote_receipt?: boolean
          quote_viewed?: boolean
          ready_to_award?: boolean
          request_addendum?: boolean
          updated_at?: string
          user_id?: string
        }
        Update: {
          award_made?: boolean
          award_proposed?: boolean
          award_withdrawn?: boolean
          board_changed?: boolean
          created_at?: string
          deadline_1month?: boolean
          deadline_1week?: boolean
          deadline_2weeks?: boolean
          deadline_changed?: boolean
          digest_hour?: number
          email_award_made?: boolean
          email_award_proposed?: boolean
          email_award_withdrawn?: boolean
          email_board_changed?: boolean
          email_deadline_1month?: boolean
          email_deadline_1week?: boolean
          email_deadline_2weeks?: boolean
          email_deadline_changed?: boolean
          email_digest?: boolean
          email_membership_requested?: boolean
          email_new_message?: boolean
          email_new_question?: boolean
          email_new_quote?: boolean
          email_notifications?: boolean
          email_project_awarded?: boolean
          email_project_cancelled?: boolean
          email_project_deleted?: boolean
          email_quote_receipt?: boolean
          email_quote_viewed?: boolean
          email_ready_to_award?: boolean
          email_request_addendum?: boolean
          membership_requested?: boolean
          new_message?: boolean
          new_question?: boolean
          new_quote?: boolean
          project_awarded?: boolean
          project_cancelled?: boolean
          project_deleted?: boolean
          quote_receipt?: boolean
          quote_viewed?: boolean
          ready_to_award?: boolean
          request_addendum?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          created_at: string
          id: string
          message: string
          params: Json
          project_id: string | null
          quote_id: string | null
          read: boolean
          type: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          message: string
          params?: Json
          project_id?: string | null
          quote_id?: string | null
          read?: boolean
          type: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          message?: string
          params?: Json
          project_id?: string | null
          quote_id?: string | null
          read?: boolean
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_invitations: {
        Row: {
          accepted_at: string | null
          accepted_by: string | null
          brf_id: string | null
          created_at: string
          email: string | null
          expires_at: string
          id: string
          invited_by: string | null
          provider_id: string | null
          role: string
          token_hash: string
          withdrawn_at: string | null
        }
        Insert: {
          accepted_at?: string | null
          accepted_by?: string | null
          brf_id?: string | null
          created_at?: string
          email?: string | null
          expires_at?: string
          id?: string
          invited_by?: string | null
          provider_id?: string | null
          role: string
          token_hash: string
          withdrawn_at?: string | null
        }
        Update: {
          accepted_at?: string | null
          accepted_by?: string | null
          brf_id?: string | null
          created_at?: string
          email?: string | null
          expires_at?: string
          id?: string
          invited_by?: string | null
          provider_id?: string | null
          role?: string
          token_hash?: string
          withdrawn_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "organization_invitations_brf_id_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_invitations_provider_id_fkey"
            columns: ["provider_id"]
            isOneToOne: false
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      project_activity: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          created_at: string
          details: Json
          id: string
          project_id: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          details?: Json
          id?: string
          project_id: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          details?: Json
          id?: string
          project_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_activity_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_activity_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_addenda: {
        Row: {
          categories: Json | null
          changes: string[]
          created_at: string
          description: string | null
          files_added: Json
          files_withdrawn: Json
          id: string
          made_by: string | null
          made_by_name: string | null
          number: number
          project_id: string
          title: string | null
        }
        Insert: {
          categories?: Json | null
          changes: string[]
          created_at?: string
          description?: string | null
          files_added?: Json
          files_withdrawn?: Json
          id?: string
          made_by?: string | null
          made_by_name?: string | null
          number: number
          project_id: string
          title?: string | null
        }
        Update: {
          categories?: Json | null
          changes?: string[]
          created_at?: string
          description?: string | null
          files_added?: Json
          files_withdrawn?: Json
          id?: string
          made_by?: string | null
          made_by_name?: string | null
          number?: number
          project_id?: string
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "project_addenda_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_addenda_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_addresses: {
        Row: {
          city: string
          county: string
          created_at: string
          id: string
          project_id: string
          street: string
          street_number: string | null
          zip: string | null
        }
        Insert: {
          city: string
          county?: string
          created_at?: string
          id?: string
          project_id: string
          street: string
          street_number?: string | null
          zip?: string | null
        }
        Update: {
          city?: string
          county?: string
          created_at?: string
          id?: string
          project_id?: string
          street?: string
          street_number?: string | null
          zip?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "project_addresses_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_addresses_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_attachments: {
        Row: {
          created_at: string
          file_name: string
          file_size: number
          file_type: string
          id: string
          project_id: string
          storage_path: string
          uploaded_by: string | null
          withdrawn_at: string | null
          withdrawn_by: string | null
          withdrawn_in: number | null
        }
        Insert: {
          created_at?: string
          file_name: string
          file_size: number
          file_type: string
          id?: string
          project_id: string
          storage_path: string
          uploaded_by?: string | null
          withdrawn_at?: string | null
          withdrawn_by?: string | null
          withdrawn_in?: number | null
        }
        Update: {
          created_at?: string
          file_name?: string
          file_size?: number
          file_type?: string
          id?: string
          project_id?: string
          storage_path?: string
          uploaded_by?: string | null
          withdrawn_at?: string | null
          withdrawn_by?: string | null
          withdrawn_in?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "project_attachments_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_attachments_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_awards: {
        Row: {
          awarded_at: string
          project_id: string
          winning_amount_incl_vat: number
          winning_budget: number
          winning_price_basis: string
          winning_quote_id: string
          winning_service_provider_id: string
        }
        Insert: {
          awarded_at?: string
          project_id: string
          winning_amount_incl_vat: number
          winning_budget: number
          winning_price_basis: string
          winning_quote_id: string
          winning_service_provider_id: string
        }
        Update: {
          awarded_at?: string
          project_id?: string
          winning_amount_incl_vat?: number
          winning_budget?: number
          winning_price_basis?: string
          winning_quote_id?: string
          winning_service_provider_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_awards_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_awards_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_awards_winning_quote_id_fkey"
            columns: ["winning_quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_awards_winning_service_provider_id_fkey"
            columns: ["winning_service_provider_id"]
            isOneToOne: false
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      project_budgets: {
        Row: {
          amount: number
          amount_incl_vat: number | null
          price_basis: string
          project_id: string
          set_at: string
          set_by: string | null
          vat_amount: number | null
        }
        Insert: {
          amount: number
          amount_incl_vat?: never
          price_basis: string
          project_id: string
          set_at?: string
          set_by?: string | null
          vat_amount?: never
        }
        Update: {
          amount?: number
          amount_incl_vat?: never
          price_basis?: string
          project_id?: string
          set_at?: string
          set_by?: string | null
          vat_amount?: never
        }
        Relationships: [
          {
            foreignKeyName: "project_budgets_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_budgets_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_messages: {
        Row: {
          by_board: boolean
          created_at: string
          id: string
          is_brf: boolean
          is_public: boolean
          message_text: string
          organization_name: string | null
          parent_message_id: string | null
          project_id: string
          sender_email: string | null
          sender_id: string | null
          updated_at: string
        }
        Insert: {
          by_board?: boolean
          created_at?: string
          id?: string
          is_brf?: boolean
          is_public?: boolean
          message_text: string
          organization_name?: string | null
          parent_message_id?: string | null
          project_id: string
          sender_email?: string | null
          sender_id?: string | null
          updated_at?: string
        }
        Update: {
          by_board?: boolean
          created_at?: string
          id?: string
          is_brf?: boolean
          is_public?: boolean
          message_text?: string
          organization_name?: string | null
          parent_message_id?: string | null
          project_id?: string
          sender_email?: string | null
          sender_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_messages_parent_message_id_fkey"
            columns: ["parent_message_id"]
            isOneToOne: false
            referencedRelation: "project_messages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_messages_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_messages_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_request_snapshots: {
        Row: {
          categories: Json
          description: string
          files: Json
          max_bids: number | null
          project_id: string
          required_quote_terms: string[]
          sealed_bids: boolean
          submission_deadline: string
          taken_at: string
          title: string
        }
        Insert: {
          categories?: Json
          description: string
          files?: Json
          max_bids?: number | null
          project_id: string
          required_quote_terms?: string[]
          sealed_bids: boolean
          submission_deadline: string
          taken_at?: string
          title: string
        }
        Update: {
          categories?: Json
          description?: string
          files?: Json
          max_bids?: number | null
          project_id?: string
          required_quote_terms?: string[]
          sealed_bids?: boolean
          submission_deadline?: string
          taken_at?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_request_snapshots_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_request_snapshots_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_service_categories: {
        Row: {
          created_at: string
          project_id: string
          service_category_id: string
        }
        Insert: {
          created_at?: string
          project_id: string
          service_category_id: string
        }
        Update: {
          created_at?: string
          project_id?: string
          service_category_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_service_categories_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_service_categories_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_service_categories_service_category_id_fkey"
            columns: ["service_category_id"]
            isOneToOne: false
            referencedRelation: "service_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      project_subscriptions: {
        Row: {
          created_at: string
          id: string
          is_subscribed: boolean
          project_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          is_subscribed?: boolean
          project_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          is_subscribed?: boolean
          project_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_subscriptions_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_subscriptions_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_viewing_dates: {
        Row: {
          address_city: string | null
          address_county: string | null
          address_street: string | null
          address_street_number: string | null
          address_zip: string | null
          comments: string | null
          created_at: string
          duration_minutes: number
          id: string
          project_id: string
          viewing_date: string
        }
        Insert: {
          address_city?: string | null
          address_county?: string | null
          address_street?: string | null
          address_street_number?: string | null
          address_zip?: string | null
          comments?: string | null
          created_at?: string
          duration_minutes?: number
          id?: string
          project_id: string
          viewing_date: string
        }
        Update: {
          address_city?: string | null
          address_county?: string | null
          address_street?: string | null
          address_street_number?: string | null
          address_zip?: string | null
          comments?: string | null
          created_at?: string
          duration_minutes?: number
          id?: string
          project_id?: string
          viewing_date?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_viewing_dates_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_viewing_dates_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      projects: {
        Row: {
          brf_id: string
          cancel_reason: string | null
          category_ids: string[]
          category_sort_key: string | null
          created_at: string
          deleted_at: string | null
          description: string
          id: string
          max_bids: number | null
          required_quote_terms: string[]
          sealed_bids: boolean
          show_winner_publicly: boolean
          status: string
          submission_deadline: string
          title: string
          updated_at: string
        }
        Insert: {
          brf_id: string
          cancel_reason?: string | null
          category_ids?: string[]
          category_sort_key?: string | null
          created_at?: string
          deleted_at?: string | null
          description: string
          id?: string
          max_bids?: number | null
          required_quote_terms?: string[]
          sealed_bids: boolean
          show_winner_publicly?: boolean
          status?: string
          submission_deadline: string
          title: string
          updated_at?: string
        }
        Update: {
          brf_id?: string
          cancel_reason?: string | null
          category_ids?: string[]
          category_sort_key?: string | null
          created_at?: string
          deleted_at?: string | null
          description?: string
          id?: string
          max_bids?: number | null
          required_quote_terms?: string[]
          sealed_bids?: boolean
          show_winner_publicly?: boolean
          status?: string
          submission_deadline?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "projects_brf_id_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "projects_brf_public_profile_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      provider_members: {
        Row: {
          joined_at: string
          provider_id: string
          role: string
          user_id: string
        }
        Insert: {
          joined_at?: string
          provider_id: string
          role: string
          user_id: string
        }
        Update: {
          joined_at?: string
          provider_id?: string
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "provider_members_provider_id_fkey"
            columns: ["provider_id"]
            isOneToOne: false
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_attachments: {
        Row: {
          created_at: string
          file_name: string
          file_size: number
          file_type: string
          id: string
          quote_id: string
          storage_path: string
        }
        Insert: {
          created_at?: string
          file_name: string
          file_size: number
          file_type: string
          id?: string
          quote_id: string
          storage_path: string
        }
        Update: {
          created_at?: string
          file_name?: string
          file_size?: number
          file_type?: string
          id?: string
          quote_id?: string
          storage_path?: string
        }
        Relationships: [
          {
            foreignKeyName: "quote_attachments_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_notes: {
        Row: {
          note: string
          quote_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          note: string
          quote_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          note?: string
          quote_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "quote_notes_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_scores: {
        Row: {
          excluded_at: string | null
          member_name: string | null
          quote_id: string
          score: number
          updated_at: string
          user_id: string
        }
        Insert: {
          excluded_at?: string | null
          member_name?: string | null
          quote_id: string
          score: number
          updated_at?: string
          user_id?: string
        }
        Update: {
          excluded_at?: string | null
          member_name?: string | null
          quote_id?: string
          score?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "quote_scores_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_stars: {
        Row: {
          created_at: string
          quote_id: string
          starred_by: string | null
        }
        Insert: {
          created_at?: string
          quote_id: string
          starred_by?: string | null
        }
        Update: {
          created_at?: string
          quote_id?: string
          starred_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "quote_stars_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: true
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_withdrawals: {
        Row: {
          id: string
          organization_name: string | null
          project_id: string
          quoted_at: string
          service_provider_id: string | null
          withdrawn_at: string
        }
        Insert: {
          id?: string
          organization_name?: string | null
          project_id: string
          quoted_at: string
          service_provider_id?: string | null
          withdrawn_at?: string
        }
        Update: {
          id?: string
          organization_name?: string | null
          project_id?: string
          quoted_at?: string
          service_provider_id?: string | null
          withdrawn_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "quote_withdrawals_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quote_withdrawals_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quote_withdrawals_service_provider_id_fkey"
            columns: ["service_provider_id"]
            isOneToOne: false
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      quotes: {
        Row: {
          amount_incl_vat: number | null
          created_at: string
          description: string | null
          duration_weeks: number | null
          hourly_rate: number | null
          id: string
          is_viewed: boolean
          payment_plan: string | null
          planned_start: string | null
          price_basis: string
          project_id: string
          quote_amount: number
          reservations: string | null
          service_provider_id: string
          standard_terms: string | null
          status: string
          updated_at: string
          valid_until: string | null
          vat_amount: number | null
          viewed_at: string | null
          warranty_years: number | null
        }
        Insert: {
          amount_incl_vat?: never
          created_at?: string
          description?: string | null
          duration_weeks?: number | null
          hourly_rate?: number | null
          id?: string
          is_viewed?: boolean
          payment_plan?: string | null
          planned_start?: string | null
          price_basis?: string
          project_id: string
          quote_amount: number
          reservations?: string | null
          service_provider_id: string
          standard_terms?: string | null
          status?: string
          updated_at?: string
          valid_until?: string | null
          vat_amount?: never
          viewed_at?: string | null
          warranty_years?: number | null
        }
        Update: {
          amount_incl_vat?: never
          created_at?: string
          description?: string | null
          duration_weeks?: number | null
          hourly_rate?: number | null
          id?: string
          is_viewed?: boolean
          payment_plan?: string | null
          planned_start?: string | null
          price_basis?: string
          project_id?: string
          quote_amount?: number
          reservations?: string | null
          service_provider_id?: string
          standard_terms?: string | null
          status?: string
          updated_at?: string
          valid_until?: string | null
          vat_amount?: never
          viewed_at?: string | null
          warranty_years?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "quotes_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quotes_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quotes_service_provider_id_fkey"
            columns: ["service_provider_id"]
            isOneToOne: false
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      reviews: {
        Row: {
          brf_id: string
          comment_text: string | null
          created_at: string
          id: string
          project_id: string
          rating: number
          service_provider_id: string
          updated_at: string
        }
        Insert: {
          brf_id: string
          comment_text?: string | null
          created_at?: string
          id?: string
          project_id: string
          rating: number
          service_provider_id: string
          updated_at?: string
        }
        Update: {
          brf_id?: string
          comment_text?: string | null
          created_at?: string
          id?: string
          project_id?: string
          rating?: number
          service_provider_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "reviews_brf_id_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_brf_public_profile_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_public_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "project_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: true
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_service_provider_id_fkey"
            columns: ["service_provider_id"]
            isOneToOne: false
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      service_categories: {
        Row: {
          created_at: string
          description: string | null
          icon_name: string
          id: string
          is_active: boolean
          name: string
          sort_order: number
        }
        Insert: {
          created_at?: string
          description?: string | null
          icon_name: string
          id?: string
          is_active?: boolean
          name: string
          sort_order?: number
        }
        Update: {
          created_at?: string
          description?: string | null
          icon_name?: string
          id?: string
          is_active?: boolean
          name?: string
          sort_order?: number
        }
        Relationships: []
      }
      service_provider_profiles: {
        Row: {
          average_rating: number | null
          city: string
          contact_person_first_name: string | null
          contact_person_last_name: string | null
          created_at: string
          description: string | null
          email: string | null
          id: string
          logo_id: string | null
          organization_name: string
          organization_number: string
          phone: string | null
          registered_at: string
          service_categories: string[]
          street_address: string
          street_number: string
          updated_at: string
          user_id: string | null
          website: string | null
          zip: string
        }
        Insert: {
          average_rating?: number | null
          city: string
          contact_person_first_name?: string | null
          contact_person_last_name?: string | null
          created_at?: string
          description?: string | null
          email?: string | null
          id?: string
          logo_id?: string | null
          organization_name: string
          organization_number: string
          phone?: string | null
          registered_at?: string
          service_categories: string[]
          street_address: string
          street_number: string
          updated_at?: string
          user_id?: string | null
          website?: string | null
          zip: string
        }
        Update: {
          average_rating?: number | null
          city?: string
          contact_person_first_name?: string | null
          contact_person_last_name?: string | null
          created_at?: string
          description?: string | null
          email?: string | null
          id?: string
          logo_id?: string | null
          organization_name?: string
          organization_number?: string
          phone?: string | null
          registered_at?: string
          service_categories?: string[]
          street_address?: string
          street_number?: string
          updated_at?: string
          user_id?: string | null
          website?: string | null
          zip?: string
        }
        Relationships: []
      }
      service_provider_public_profiles: {
        Row: {
          average_rating: number | null
          city: string
          created_at: string
          id: string
          logo_id: string | null
          organization_name: string
          registered_at: string
          service_categories: string[]
          user_id: string | null
          website: string | null
        }
        Insert: {
          average_rating?: number | null
          city: string
          created_at: string
          id: string
          logo_id?: string | null
          organization_name: string
          registered_at: string
          service_categories: string[]
          user_id?: string | null
          website?: string | null
        }
        Update: {
          average_rating?: number | null
          city?: string
          created_at?: string
          id?: string
          logo_id?: string | null
          organization_name?: string
          registered_at?: string
          service_categories?: string[]
          user_id?: string | null
          website?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "service_provider_public_profiles_id_fkey"
            columns: ["id"]
            isOneToOne: true
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      project_details: {
        Row: {
          awarded_at: string | null
          brf_city: string | null
          brf_id: string | null
          brf_organization_name: string | null
          brf_user_id: string | null
          cancel_reason: string | null
          created_at: string | null
          deleted_at: string | null
          description: string | null
          id: string | null
          max_bids: number | null
          my_role: string | null
          required_quote_terms: string[] | null
          sealed_bids: boolean | null
          show_winner_publicly: boolean | null
          status: string | null
          submission_deadline: string | null
          title: string | null
          updated_at: string | null
          winning_budget: number | null
          winning_quote_id: string | null
          winning_service_provider_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "project_awards_winning_quote_id_fkey"
            columns: ["winning_quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_awards_winning_service_provider_id_fkey"
            columns: ["winning_service_provider_id"]
            isOneToOne: false
            referencedRelation: "service_provider_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "projects_brf_id_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "projects_brf_public_profile_fkey"
            columns: ["brf_id"]
            isOneToOne: false
            referencedRelation: "brf_public_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      accept_invitation: {
        Args: { p_token: string }
        Returns: {
          organization_type: string
          organization_id: string
          role: string
        }[]
      }
      account_deletion_preview: { Args: never; Returns: Json }
      admin_mail_delivery: {
        Args: never
        Returns: {
          id: string
          status: string
          kind: string
          type: string
          email: string
          attempts: number
          last_error: string
          created_at: string
        }[]
      }
      admin_quote_count: { Args: never; Returns: number }
      admin_today_snapshot: {
        Args: never
        Returns: {
          created_at: string
          id: string
          snapshot_date: string
          top_service_categories: string[]
          total_brfs: number
          total_projects: number
          total_service_providers: number
        }
        SetofOptions: {
          from: "*"
          to: "analytics_snapshots"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_user_growth: {
        Args: { p_days?: number }
        Returns: {
          day: string
          brfs: number
          service_providers: number
        }[]
      }
      apply_retention: { Args: { p_now?: string }; Returns: Json }
      award_project: {
        Args: { p_project_id: string; p_quote_id: string; p_reason?: string }
        Returns: {
          awarded_at: string
          project_id: string
          winning_amount_incl_vat: number
          winning_budget: number
          winning_price_basis: string
          winning_quote_id: string
          winning_service_provider_id: string
        }
        SetofOptions: {
          from: "*"
          to: "project_awards"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      award_standing: {
        Args: { p_project_id: string }
        Returns: {
          award_signatures: number
          award_requires_mfa: boolean
          declarations_required: boolean
          declared: boolean
          declaration_current: boolean
          conflicted: boolean
          problem: string
          board_award_signatures: number
          deciders: number
          takers: number
          stood_aside: Json
          stand_ins: Json
          deputies: Json
          may_call_in: boolean
        }
      }
      bid_opening: {
        Args: { p_project_id: string }
        Returns: {
          bids: Json
          checksum: string
          opened_at: string
          project_id: string
          withdrawn: Json
        }
        SetofOptions: {
          from: "*"
          to: "bid_openings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      bid_opening_counts: {
        Args: { p_project_id: string }
        Returns: {
          received: number
          hidden_for_conflict: number
          hidden_until_declared: number
        }[]
      }
      call_in_deputy: {
        Args: {
          p_deputy_id: string
          p_project_id: string
          p_stands_in_for: string
        }
        Returns: {
          called_at: string
          called_by: string | null
          called_by_name: string | null
          member_name: string | null
          project_id: string
          stands_in_for: string | null
          stands_in_for_name: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "award_stand_ins"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      cancel_project: {
        Args: { p_project_id: string; p_reason?: string }
        Returns: {
          brf_id: string
          cancel_reason: string | null
          category_ids: string[]
          category_sort_key: string | null
          created_at: string
          deleted_at: string | null
          description: string
          id: string
          max_bids: number | null
          required_quote_terms: string[]
          sealed_bids: boolean
          show_winner_publicly: boolean
          status: string
          submission_deadline: string
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "projects"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      claim_mail: {
        Args: { p_limit?: number }
        Returns: {
          id: string
          kind: string
          attempts: number
          email: string
          language: string
          type: string
          project_id: string
          params: Json
          message: string
          items: Json
          created_at: string
          unsubscribe_token: string
        }[]
      }
      close_past_deadline_projects: { Args: never; Returns: number }
      complete_mail: {
        Args: { p_error?: string; p_id: string }
        Returns: string
      }
      confirm_award: {
        Args: { p_proposal_id: string }
        Returns: {
          awarded_at: string
          project_id: string
          winning_amount_incl_vat: number
          winning_budget: number
          winning_price_basis: string
          winning_quote_id: string
          winning_service_provider_id: string
        }
        SetofOptions: {
          from: "*"
          to: "project_awards"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      confirm_award_rule_change: {
        Args: { p_change_id: string }
        Returns: {
          award_requires_mfa: boolean
          award_signatures: number
          city: string
          contact_person_first_name: string | null
          contact_person_last_name: string | null
          created_at: string
          description: string | null
          email: string | null
          id: string
          number_of_apartments: number
          organization_name: string
          organization_number: string
          phone: string | null
          street_address: string
          street_number: string
          updated_at: string
          user_id: string | null
          website: string | null
          zip: string
        }
        SetofOptions: {
          from: "*"
          to: "brf_profiles"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_project: {
        Args: {
          p_address?: Json
          p_category_ids: string[]
          p_description: string
          p_max_bids?: number
          p_required_quote_terms?: string[]
          p_sealed_bids?: boolean
          p_show_winner_publicly?: boolean
          p_submission_deadline: string
          p_title: string
          p_viewing_dates?: Json
        }
        Returns: {
          brf_id: string
          cancel_reason: string | null
          category_ids: string[]
          category_sort_key: string | null
          created_at: string
          deleted_at: string | null
          description: string
          id: string
          max_bids: number | null
          required_quote_terms: string[]
          sealed_bids: boolean
          show_winner_publicly: boolean
          status: string
          submission_deadline: string
          title: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "projects"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      declare_interest: {
        Args: { p_conflict_provider_ids?: string[]; p_project_id: string }
        Returns: {
          bidder_ids: string[]
          conflict_provider_ids: string[]
          conflict_provider_names: string[]
          declared_at: string
          id: string
          member_name: string | null
          project_id: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "interest_declarations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      delete_my_account: { Args: never; Returns: undefined }
      delete_project: { Args: { p_project_id: string }; Returns: string }
      effective_project_status: {
        Args: { p_status: string; p_submission_deadline: string }
        Returns: string
      }
      export_my_data: { Args: never; Returns: Json }
      gather_mail_digests: { Args: { p_now?: string }; Returns: number }
      hand_over_chair: { Args: { p_user_id: string }; Returns: undefined }
      invitation_preview: {
        Args: { p_token: string }
        Returns: {
          organization_name: string
          organization_type: string
          role: string
          email: string
          expires_at: string
          state: string
          invited_by_name: string
        }[]
      }
      invite_member: {
        Args: { p_email: string; p_role: string }
        Returns: string
      }
      leave_organization: { Args: never; Returns: undefined }
      list_projects: {
        Args: {
          p_applied?: string[]
          p_category_ids?: string[]
          p_deadline_lte?: string
          p_limit?: number
          p_offset?: number
          p_order?: string
          p_q?: string
          p_sort?: string
          p_status?: string[]
        }
        Returns: {
          id: string
          brf_id: string
          brf_organization_name: string
          title: string
          description: string
          status: string
          submission_deadline: string
          created_at: string
          max_bids: number
          categories: Json
          quoted_amount: number
          has_quoted: boolean
          awarded_to_me: boolean
          brf_city: string
          quote_count: number
          lowest_quote_amount: number
          total_count: number
        }[]
      }
      local_seed_large: {
        Args: { p_projects?: number; p_quotes?: number }
        Returns: Json
      }
      local_seed_totp_factor: {
        Args: { p_factor_id: string; p_secret: string; p_user_id: string }
        Returns: undefined
      }
      my_todo: {
        Args: never
        Returns: {
          kind: string
          project_id: string
          title: string
          count: number
          at: string
        }[]
      }
      open_due_bids: { Args: never; Returns: number }
      organization_people: {
        Args: never
        Returns: {
          user_id: string
          role: string
          may_invite: boolean
          first_name: string
          last_name: string
          email: string
          joined_at: string
        }[]
      }
      project_bidders: {
        Args: { p_project_id: string }
        Returns: {
          service_provider_id: string
          organization_name: string
          quoted_at: string
        }[]
      }
      project_budget: {
        Args: { p_project_id: string }
        Returns: {
          project_id: string
          amount: number
          price_basis: string
          amount_incl_vat: number
          vat_amount: number
          set_by_name: string
          set_at: string
          may_change: boolean
        }[]
      }
      propose_award: {
        Args: { p_project_id: string; p_quote_id: string; p_reason: string }
        Returns: {
          closed_at: string | null
          closed_by: string | null
          closed_by_joined_at: string | null
          closed_by_name: string | null
          id: string
          outcome: string | null
          project_id: string
          proposed_at: string
          proposed_by: string | null
          proposed_by_joined_at: string | null
          proposed_by_name: string | null
          quote_id: string
          reason: string | null
        }
        SetofOptions: {
          from: "*"
          to: "award_proposals"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      propose_award_rule_change: {
        Args: { p_award_requires_mfa: boolean; p_award_signatures: number }
        Returns: {
          award_requires_mfa: boolean
          award_signatures: number
          brf_id: string
          closed_at: string | null
          closed_by: string | null
          closed_by_name: string | null
          id: string
          outcome: string | null
          proposed_at: string
          proposed_by: string | null
          proposed_by_name: string | null
        }
        SetofOptions: {
          from: "*"
          to: "award_rule_changes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      purge_expired_projects: { Args: never; Returns: number }
      quote_receipts: { Args: { p_project_id: string }; Returns: string[] }
      record_monitoring_log: {
        Args: {
          p_client_address?: string
          p_client_timestamp: string
          p_context: Json
          p_level: string
          p_message: string
          p_session_id: string
          p_url: string
          p_user_agent: string
        }
        Returns: undefined
      }
      record_monitoring_metric: {
        Args: {
          p_client_address?: string
          p_client_timestamp: string
          p_name: string
          p_session_id: string
          p_tags: Json
          p_unit: string
          p_value: number
        }
        Returns: undefined
      }
      record_opening_attendance: {
        Args: { p_project_id: string; p_user_ids: string[] }
        Returns: number
      }
      remove_member: { Args: { p_user_id: string }; Returns: undefined }
      request_membership: {
        Args: { p_organization_number: string; p_organization_type: string }
        Returns: string
      }
      sealed_bids_from: { Args: never; Returns: number }
      sealed_quote_counts: {
        Args: { p_project_ids: string[] }
        Returns: {
          project_id: string
          received: number
        }[]
      }
      send_deadline_notifications: { Args: never; Returns: number }
      send_ready_to_award_notifications: { Args: never; Returns: number }
      set_member_role: {
        Args: { p_may_invite?: boolean; p_role: string; p_user_id: string }
        Returns: undefined
      }
      set_project_budget: {
        Args: {
          p_amount?: number
          p_price_basis?: string
          p_project_id: string
        }
        Returns: {
          amount: number
          amount_incl_vat: number | null
          price_basis: string
          project_id: string
          set_at: string
          set_by: string | null
          vat_amount: number | null
        }[]
        SetofOptions: {
          from: "*"
          to: "project_budgets"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      set_project_categories: {
        Args: { p_category_ids: string[]; p_project_id: string }
        Returns: {
          created_at: string
          project_id: string
          service_category_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "project_service_categories"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      unreferenced_storage_objects: {
        Args: { p_older_than?: unknown }
        Returns: {
          bucket_id: string
          name: string
        }[]
      }
      unsubscribe_email: { Args: { p_token: string }; Returns: string }
      withdraw_award_proposal: {
        Args: { p_proposal_id: string }
        Returns: undefined
      }
      withdraw_award_rule_change: {
        Args: { p_change_id: string }
        Returns: undefined
      }
      withdraw_invitation: {
        Args: { p_invitation_id: string }
        Returns: undefined
      }
      withdraw_project_file: {
        Args: { p_attachment_id: string }
        Returns: {
          created_at: string
          file_name: string
          file_size: number
          file_type: string
          id: string
          project_id: string
          storage_path: string
          uploaded_by: string | null
          withdrawn_at: string | null
          withdrawn_by: string | null
          withdrawn_in: number | null
        }
        SetofOptions: {
          from: "*"
          to: "project_attachments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
